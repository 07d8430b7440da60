/** Start stage (see main.tsx): MUI's styling core, emotion and the theme (built when its module is evaluated). */
export { ThemeProvider } from '@mui/material/styles';
export { theme } from '../theme';
