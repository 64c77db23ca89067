/**
 * The middle value of a benchmark's figures (of an even count, the upper of the two middle ones).
 * @param {number[]} numbers
 */
export const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
