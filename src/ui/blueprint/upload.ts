/** The largest file a tool opens unless it says otherwise: the size its job policy is set for. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What an opened file says when it is refused, unless the tool says otherwise: one wording for every kind of tool. */
export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) =>
    `The file is larger than ${maxBytes / (1024 * 1024)} MB: open a smaller file, or paste part of it`,
  unreadable: 'The file could not be read',
} as const;
