/**
 * The shell's stylesheet: Mantine's baseline, its CSS variables (Mantine's defaults, then the app's
 * theme: lib/themeVariables.css) and global rules, the base styles Mantine's components build on
 * (the header's search is a server-drawn Mantine input), and the shell's own plain elements. The
 * styles of Mantine's components and of the screens' own come with Mantine's chunk
 * (lib/mantineStyles.ts): a page drawn in plain elements alone (landing) does not wait for them.
 * Order matters: dependencies (Mantine's documented list) before the components built on them.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '../lib/themeVariables.css';
import '@mantine/core/styles/global.css';
// Styles other components build on (Anchor is a Text: its underline must come after Text's none).
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
// The shell's plain elements.
import '../components/buttons.css';
import '../components/layout/Shell.css';
import '../components/layout/QuickSearch.css';
import '../components/layout/RouteProgress.css';
import '../components/layout/ScreenSkeleton.css';
