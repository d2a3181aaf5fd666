import { describe, expect, it, vi } from "vitest";
import { shareLatestCall } from "./share-latest-call";

describe("sharing the latest call", () => {
  const square = () => vi.fn(async (value: number) => value * value);

  it("gives a call with the latest key the same promise, running or settled", async () => {
    const run = square();
    const shared = shareLatestCall(run, String);
    const first = shared(3);
    expect(shared(3)).toBe(first);
    await expect(first).resolves.toBe(9);
    expect(shared(3)).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps only the latest call", async () => {
    const run = square();
    const shared = shareLatestCall(run, String);
    await shared(2);
    await shared(3);
    await expect(shared(2)).resolves.toBe(4);
    expect(run.mock.calls).toEqual([[2], [3], [2]]);
  });

  it("forgets a failed call, so the next one tries again", async () => {
    const run = vi.fn<(value: number) => Promise<number>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(4);
    const shared = shareLatestCall(run, String);
    await expect(shared(2)).rejects.toThrow("offline");
    await expect(shared(2)).resolves.toBe(4);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
