/** How two names differ, in the words a traveller reads: "one letter is changed". */
export function describeEdit(typed: string, real: string, steps: number): string {
  if (steps === 1) {
    if (typed.length === real.length + 1) return "one letter is added";
    if (typed.length + 1 === real.length) return "one letter is missing";
    for (let i = 0; i + 1 < real.length; i++) {
      if (typed[i] !== real[i]) {
        return typed[i] === real[i + 1] && typed[i + 1] === real[i]
          ? "two letters are swapped"
          : "one letter is changed";
      }
    }
    return "one letter is changed";
  }
  return `${steps} letters are changed`;
}
