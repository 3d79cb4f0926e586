/**
 * Every scheduled job of a REST process, in the order `runNow()` runs them (jobs/runner.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context.js';
import type { MailDelivery } from '../mail/delivery.js';
import { refundSender } from '../refunds/send.js';
import { rentalJobs } from '../rentals/jobs.js';
import type { Job } from './runner.js';

export function scheduledJobs(deps: AppDeps, mail: MailDelivery, log: FastifyBaseLogger): Job[] {
  return [
    ...rentalJobs({ db: deps.db, webUrl: deps.config.webUrl, mail }),
    refundSender({ db: deps.db, config: deps.config, log }).job,
  ];
}
