/**
 * An account without an e-mail address (Kakao lets people sign in without sharing one, and a
 * deleted account is anonymised) still needs a unique `email` in the users table: it gets one in a
 * domain that can never receive mail (RFC 6761 reserves `.invalid`). Such an address is never
 * shown and never written to.
 */
const PLACEHOLDER_DOMAIN = '@users.invalid';

/** The stored address of an account that gave none: `kakao_<id>` or `deleted_<id>`. */
export function placeholderEmail(kind: 'kakao' | 'deleted', id: string | number): string {
  return `${kind}_${id}${PLACEHOLDER_DOMAIN}`;
}

/** The address a person can read and receive mail at, or null for a placeholder or none. */
export function realEmail(email: string | null | undefined): string | null {
  return email && !email.endsWith(PLACEHOLDER_DOMAIN) ? email : null;
}
