/**
 * True when an object in `json` (already known to be valid JSON) names a member twice, as in
 * `{"email":"a@x.io","email":"b@y.io"}`. JSON.parse keeps the last one silently, while a proxy
 * or a log reader may keep the first: such a body means two things, so it is refused (RFC 7493,
 * I-JSON, forbids duplicate names). Names compare after unescaping (`"\u0065mail"` is `"email"`).
 */
export function hasDuplicateKeys(json: string): boolean {
  // One entry per open container: the names seen so far for an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let expectingName = false;
  for (let i = 0; i < json.length; i++) {
    const character = json[i];
    if (character === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === "\\" ? 2 : 1;
      const names = open.at(-1);
      if (names && expectingName) {
        const name = JSON.parse(json.slice(i, end + 1)) as string;
        if (names.has(name)) return true;
        names.add(name);
        expectingName = false;
      }
      i = end;
    } else if (character === "{") {
      open.push(new Set());
      expectingName = true;
    } else if (character === "[") {
      open.push(null);
      expectingName = false;
    } else if (character === "}" || character === "]") {
      open.pop();
      expectingName = false;
    } else if (character === ",") {
      expectingName = open.at(-1) instanceof Set;
    }
  }
  return false;
}
