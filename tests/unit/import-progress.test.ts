import { describe, expect, it } from "vitest";
import { progressPrinter } from "~/transfer/report-text";

/** A stream stand-in that keeps what is written, and a clock the test moves. */
function recorder(isTTY: boolean) {
  const written: string[] = [];
  let time = 0;
  const printer = progressPrinter(
    { isTTY, write: (text: string) => written.push(text) },
    () => time,
  );
  return { written, printer, advance: (ms: number) => (time += ms) };
}

describe("the command line's import progress", () => {
  it("in a log or a pipe, every figure is a line of its own and the last is shown once", () => {
    const { written, printer, advance } = recorder(false);
    printer(1, 3);
    printer(2, 3); // within the second: not shown
    advance(1500);
    printer(2, 3);
    printer(3, 3);
    printer(3, 3); // the importer reports the total again at the end
    expect(written).toEqual(["1 / 3 posts\n", "2 / 3 posts\n", "3 / 3 posts\n"]);
  });

  it("on a terminal, one line is rewritten in place and ended once", () => {
    const { written, printer, advance } = recorder(true);
    printer(1, 2);
    advance(1500);
    printer(2, 2);
    printer(2, 2);
    expect(written).toEqual(["\r1 / 2 posts", "\r2 / 2 posts\n"]);
    expect(written.join("").split("\n")).toHaveLength(2);
  });
});
