/** The committed schema at the repository root, read once. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const schemaPath = path.resolve(import.meta.dirname, '../../schema.graphql');
export const typeDefs = readFileSync(schemaPath, 'utf8');
