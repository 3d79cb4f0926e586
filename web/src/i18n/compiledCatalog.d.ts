/** A catalog imported with `?lingui`: compiled by @lingui/vite-plugin (lingui.config.ts). */
declare module '*.json?lingui' {
  export const messages: import('@lingui/core').Messages;
}
