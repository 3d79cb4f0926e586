/**
 * How a seeded book's ratings fall on the five stars: counts that sum to its number of ratings and
 * whose stars sum to its rating sum exactly (so the breakdown, the average and the count on the
 * book page agree), shaped as readers rate: most around the average, fewer further away.
 * Deterministic: it draws nothing from the seed's random sequence.
 */
export function starCounts(total: number, sum: number): number[] {
  if (total === 0) return [0, 0, 0, 0, 0];
  if (sum < total || sum > 5 * total) throw new Error(`no ${total} ratings of 1 to 5 stars sum to ${sum}`);
  const average = sum / total;
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-((star - average) ** 2) / 1.5));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / weightSum));
  // What rounding down left over goes to the star nearest the average.
  const nearest = Math.min(4, Math.max(0, Math.round(average) - 1));
  counts[nearest]! += total - counts.reduce((a, b) => a + b, 0);
  // Then one rating at a time moves a star up or down until the stars sum to `sum`: from the
  // fullest star that can move, so the shape stays smooth.
  let stars = counts.reduce((acc, n, i) => acc + n * (i + 1), 0);
  while (stars !== sum) {
    const up = stars < sum;
    let from = -1;
    for (let i = 0; i < 5; i++) {
      const movable = up ? i < 4 : i > 0;
      if (movable && counts[i]! > 0 && (from < 0 || counts[i]! > counts[from]!)) from = i;
    }
    counts[from]! -= 1;
    counts[from + (up ? 1 : -1)]! += 1;
    stars += up ? 1 : -1;
  }
  return counts;
}
