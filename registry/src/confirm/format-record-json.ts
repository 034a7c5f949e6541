const LINE_WIDTH = 110; // biome.json's lineWidth: a written record must pass `biome check` untouched
const INDENT = "  ";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isScalar = (v: Json) => v === null || typeof v !== "object";

function formatValue(value: Json, depth: number, prefixWidth: number, suffix: string): string {
  if (isScalar(value)) return JSON.stringify(value);
  const inner = INDENT.repeat(depth + 1);
  const close = `${INDENT.repeat(depth)}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    // An array of scalars stays on one line when it fits, as the formatter leaves it.
    if (value.every(isScalar)) {
      const oneLine = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (prefixWidth + oneLine.length + suffix.length <= LINE_WIDTH) return oneLine;
    }
    const items = value.map((v, i) => {
      const comma = i < value.length - 1 ? "," : "";
      return `${inner}${formatValue(v, depth + 1, inner.length, comma)}${comma}`;
    });
    return `[\n${items.join("\n")}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  // Objects are always written one key per line, as every record file is.
  const lines = entries.map(([k, v], i) => {
    const comma = i < entries.length - 1 ? "," : "";
    const head = `${inner}${JSON.stringify(k)}: `;
    return `${head}${formatValue(v, depth + 1, head.length, comma)}${comma}`;
  });
  return `{\n${lines.join("\n")}\n${close}}`;
}

/** A record as the repository's formatter writes it: two-space indent, short scalar arrays on one line. */
export function formatRecordJson(record: unknown): string {
  return `${formatValue(record as Json, 0, 0, "")}\n`;
}
