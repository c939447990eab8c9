import type { Decorator, Preview } from '@storybook/react-vite'
import { vars } from '../packages/ui/src/theme/contract.css'
import {
  type ColorScheme,
  colorSchemes,
  type ThemeName,
  themeNames,
  themeSchemeClass,
} from '../packages/ui/src/theme/themes'
import './preview.css'

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'theme1'
  const scheme = (context.globals.scheme as ColorScheme | undefined) ?? 'light'
  const classes = themeSchemeClass[theme] ?? themeSchemeClass.theme1
  return (
    <div
      className={classes[scheme] ?? classes.light}
      data-theme={theme}
      data-scheme={scheme}
      lang="zh-CN"
      // Dark stories sit on the theme's dark page, in its text colour, as in the app's body (light ones
      // keep the canvas's grey and default text).
      style={{
        padding: 16,
        ...(scheme === 'light' ? {} : { background: vars.color.background, color: vars.color.text }),
      }}
    >
      <Story />
    </div>
  )
}

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themeNames], dynamicTitle: true },
    },
    scheme: {
      description: '浅色 / 深色',
      toolbar: { title: 'Scheme', icon: 'contrast', items: [...colorSchemes], dynamicTitle: true },
    },
  },
  initialGlobals: {
    theme: 'theme1',
    scheme: 'light',
    viewport: { value: 'mobile390', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile390: { name: 'Mobile 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    a11y: { test: 'error' },
  },
}
export default preview
