/**
 * Reading challenges (issue 36): a goal per year of the calendar (AD) or Bikram Sambat (BS), with
 * done, to go, percent and days left as REST counts them on its clock (rest/src/reading/challenge.ts).
 * No goal for the year: null.
 */
import type {
  ChallengeCalendar,
  MutationResolvers,
  QueryResolvers,
  ReadingChallengeResolvers,
} from '../generated/resolvers.js';
import type { RestCalendar } from '../rest/reading.js';
import { requireMember } from './errors.js';

const calendarToRest = (c: ChallengeCalendar) => c.toLowerCase() as RestCalendar;

export const ReadingChallenge: ReadingChallengeResolvers = {
  calendar: (c) => c.calendar.toUpperCase() as ChallengeCalendar,
  year: (c) => c.year,
  goal: (c) => c.goal,
  done: (c) => c.done,
  toGo: (c) => c.to_go,
  percent: (c) => c.percent,
  daysLeft: (c) => c.days_left,
  firstDay: (c) => c.first_day,
  lastDay: (c) => c.last_day,
};

export const challengeQueries: QueryResolvers = {
  readingChallenge: (_, { calendar, year }, ctx) => {
    requireMember(ctx);
    return ctx.api.reading.challenge(calendar ? calendarToRest(calendar) : undefined, year ?? undefined);
  },
};

export const challengeMutations: MutationResolvers = {
  setReadingGoal: (_, { calendar, year, goal }, ctx) => {
    requireMember(ctx);
    return ctx.api.reading.setGoal({ calendar: calendarToRest(calendar), year, goal });
  },
  removeReadingGoal: async (_, { calendar, year }, ctx) => {
    requireMember(ctx);
    await ctx.api.reading.dropGoal({ calendar: calendarToRest(calendar), year });
    return true;
  },
};
