/** Whether every requirement holds: `flag` needs the flag on, `!flag` needs it off. */
export function meetsRequirements(requires: readonly string[], context: object): boolean {
  const flags = context as Record<string, boolean | undefined>;
  for (const requirement of requires) {
    const wantsOff = requirement.charCodeAt(0) === 33; // "!"
    const flag = flags[wantsOff ? requirement.slice(1) : requirement] === true;
    if (flag === wantsOff) return false;
  }
  return true;
}
