/**
 * Layout sizes and media queries, one home for the shell, the shared components and the features
 * (the theme reads the header height from here).
 */

/** Header height (docs/requirements.md#constants). */
export const HEADER_HEIGHT = '64px';
/** Mobile layout below 900 px (docs/requirements.md#app-shell). */
export const MOBILE_MAX = 899.98;
export const desktopMedia = '@media screen and (min-width: 900px)';
export const mobileMedia = `@media screen and (max-width: ${MOBILE_MAX}px)`;
