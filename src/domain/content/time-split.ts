/** Share of a new project's early time spent on setup versus building what is unique. */
export const timeSplit = { setup: 70, innovation: 30 } as const;
