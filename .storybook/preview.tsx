import type { Decorator, Preview } from '@storybook/react-vite'
import { type ThemeName, themeClass, themeNames } from '../packages/ui/src/theme/themes'
import './preview.css'

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'theme1'
  return (
    <div
      className={themeClass[theme] ?? themeClass.theme1}
      data-theme={theme}
      lang="zh-CN"
      style={{ padding: 16 }}
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
  },
  initialGlobals: {
    theme: 'theme1',
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
