// A response body written as it is produced: text pieces gathered a hundred at a time into one
// chunk (few, small writes), so a download of any size holds only the piece being written.
const PIECES_PER_CHUNK = 100;

/** Streams `pieces` as UTF-8; stopping the download stops reading them. */
export function textStream(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = "";
      for (let count = 0; count < PIECES_PER_CHUNK; count += 1) {
        const next = await iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
