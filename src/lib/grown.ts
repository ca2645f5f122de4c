/** The backing store of a typed-array list that outgrew it: twice as long, holding the same values. */
export function grown(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer>;
export function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer>;
export function grown(
  array: Uint32Array<ArrayBuffer> | Int32Array<ArrayBuffer>,
): Uint32Array<ArrayBuffer> | Int32Array<ArrayBuffer> {
  const next = array instanceof Int32Array ? new Int32Array(array.length * 2) : new Uint32Array(array.length * 2);
  next.set(array);
  return next;
}
