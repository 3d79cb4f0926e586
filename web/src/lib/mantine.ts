/**
 * Mantine's part that a page drawn only in plain elements (the shell, landing) does not need: the
 * stylesheets of Mantine's components. Loaded with the first screen or piece that draws a Mantine
 * component (lib/lazyMantine.ts); the server names its stylesheet in the head of a page that has one.
 */
import './mantineStyles';

/**
 * The components most screens draw, in this chunk: every page loads it once alive (the header's search
 * needs it), so a screen reached next does not wait for them. The shell drew them before it was plain.
 */
export {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
