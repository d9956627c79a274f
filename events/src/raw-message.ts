/** A message of the log as any of our readers sees it, before it is read as a commit. */
export type RawMessage = { readonly seq: number; readonly subject: string; readonly data: Uint8Array };
