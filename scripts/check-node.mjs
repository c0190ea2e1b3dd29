// Stops on a Node that package.json's engines does not allow, with one line saying which Node is
// needed and how to get it (scripts/lib/node-version.mjs). The first import of every command's
// script, so it runs before any other module of the command is evaluated; also the root
// `preinstall`, for an install that got past `.npmrc`'s engine-strict (`--force`).
import { requireSupportedNode } from './lib/node-version.mjs';

requireSupportedNode();
