/**
 * The Korean words: the one catalogue (`messages`, the pages' `ui` parts), the panel's labels,
 * the notices' words, the back office's sections and `firstIssue`, which renders a contract's
 * refusal. Reads rules and contracts; only pages, panels, services and the plugin edge read it
 * (decision 047).
 */
export * from './messages';
export * from './panel-labels';
export * from './notices';
export * from './admin-sections';
export * from './first-issue';
