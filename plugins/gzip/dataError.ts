/**
 * Why compressed data could not be read, and the byte of the data (after its Base64 or hex was read)
 * where reading stopped: messages name it, and the screen turns it into the input's line and column.
 */
export class DataError extends Error {
  constructor(
    message: string,
    readonly byte: number,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

/** The output passed the size the tool stops at. */
export class CapError extends Error {
  constructor(
    readonly cap: number,
    /** how far into the compressed data reading had got */
    readonly byte: number,
  ) {
    super('The output passed the size limit');
    this.name = 'CapError';
  }
}
