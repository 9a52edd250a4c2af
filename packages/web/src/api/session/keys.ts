/** Query keys of the session family. */
export const sessionKeys = {
  session: ['session'] as const,
};
