/**
 * Read-your-writes for the whole client. A query sent before a write was answered may have been
 * computed before that write; if its answer arrives after the write's (and after the optimistic
 * or update-written result), it would put the old state back: the header saying 'Cart, 0 items'
 * after Add to Cart because its count left before the click and came back after. So a query during
 * which a mutation was answered, or a live event arrived, is asked again before its answer is
 * given to the cache; only an answer that no write overtook has the last word.
 */
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

/** Asking again more often than this means writes never stop; the last answer is then taken. */
const MAX_ASKS = 4;

export function createReadAfterWriteLink(): ApolloLink {
  /** Writes seen: mutation answers and live events, in the order they arrived. */
  let writes = 0;

  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) {
      return new Observable((observer) =>
        forward(operation).subscribe({
          next: (result) => {
            writes += 1;
            observer.next(result);
          },
          error: (error: unknown) => observer.error(error),
          complete: () => observer.complete(),
        }),
      );
    }

    return new Observable((observer) => {
      let asks = 0;
      let current: { unsubscribe(): void } | undefined;
      const ask = () => {
        asks += 1;
        const writesBefore = writes;
        let answer: ApolloLink.Result | undefined;
        current = forward(operation).subscribe({
          next: (result) => (answer = result),
          error: (error: unknown) => observer.error(error),
          complete: () => {
            if (writes !== writesBefore && asks < MAX_ASKS) return ask();
            if (answer !== undefined) observer.next(answer);
            observer.complete();
          },
        });
      };
      ask();
      return () => current?.unsubscribe();
    });
  });
}
