// Apollo Client's data masking reads GraphQL Codegen's fragment types (STYLE.md: one mechanism).
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by declaration merging
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
