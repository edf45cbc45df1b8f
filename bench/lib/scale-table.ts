/** A Markdown table of p50 figures by table size, with the growth from the first size to the last. */
export function growthTable(
  sizes: number[],
  rows: { endpoint: string; p50ByRows: Record<string, number>; growth: number }[],
): string[] {
  return [
    `| endpoint | ${sizes.join(" | ")} | growth |`,
    `|---|${sizes.map(() => "---|").join("")}---|`,
    ...rows.map(
      (r) => `| ${r.endpoint} | ${sizes.map((n) => r.p50ByRows[String(n)]).join(" | ")} | ${r.growth}× |`,
    ),
  ];
}
