import { slimGroups } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleTemplate, sampleViewers } from '../fixtures'
import { TemplateCard } from './TemplateCard'

// One story per registered code (the list is checked against the registry in TemplateCard.test.tsx), each
// with deterministic sample data; the visual suite renders every story in every theme.
const meta = {
  title: 'Templates/TemplateCard',
  component: TemplateCard,
  args: {
    template: sampleTemplate('MB04'),
    viewer: sampleViewers.guest,
    onToggleFavourite: () => {},
    pastRecordsHref: '/template/110/1001',
  },
} satisfies Meta<typeof TemplateCard>
export default meta
type Story = StoryObj<typeof meta>

const codeStory = (code: string, index: number): Story => ({
  name: code,
  args: { template: sampleTemplate(code, index) },
})

export const MB04: Story = codeStory('MB04', 0)
export const MB05: Story = codeStory('MB05', 1)
export const MB06: Story = codeStory('MB06', 2)
export const MB07: Story = codeStory('MB07', 3)
export const MB08: Story = codeStory('MB08', 4)
export const MB09: Story = codeStory('MB09', 5)
export const MB10: Story = codeStory('MB10', 6)
export const MB11: Story = codeStory('MB11', 7)
export const MB12: Story = codeStory('MB12', 8)
export const MB13: Story = codeStory('MB13', 9)
export const MB14: Story = codeStory('MB14', 10)
export const MB15: Story = codeStory('MB15', 11)
export const MB16: Story = codeStory('MB16', 12)
export const MB17: Story = codeStory('MB17', 13)
export const MB18: Story = codeStory('MB18', 14)
export const MB19: Story = codeStory('MB19', 15)
export const MB20: Story = codeStory('MB20', 16)
export const MB21: Story = codeStory('MB21', 17)
export const MB22: Story = codeStory('MB22', 18)
export const MB23: Story = codeStory('MB23', 19)
export const MB24: Story = codeStory('MB24', 20)
export const MB25: Story = codeStory('MB25', 21)
export const MB26: Story = codeStory('MB26', 22)
export const MB27: Story = codeStory('MB27', 23)
export const MB28: Story = codeStory('MB28', 24)
export const MB29: Story = codeStory('MB29', 25)
export const MB30: Story = codeStory('MB30', 26)
export const MB31: Story = codeStory('MB31', 27)
export const MB32: Story = codeStory('MB32', 28)
export const MB33: Story = codeStory('MB33', 29)
export const MB34: Story = codeStory('MB34', 30)
export const MB35: Story = codeStory('MB35', 31)
export const MB36: Story = codeStory('MB36', 32)
export const MB37: Story = codeStory('MB37', 33)
export const MB38: Story = codeStory('MB38', 34)
export const MB39: Story = codeStory('MB39', 35)
export const MB40: Story = codeStory('MB40', 36)
export const MB41: Story = codeStory('MB41', 37)
export const MB42: Story = codeStory('MB42', 38)
export const MB43: Story = codeStory('MB43', 39)
export const TYMB: Story = codeStory('TYMB', 40)
export const SYmb: Story = codeStory('SYmb', 41)
export const Symb2: Story = codeStory('Symb2', 42)
export const Symb3: Story = codeStory('Symb3', 43)
export const JhtGshou: Story = codeStory('JhtGshou', 44)
export const AD13: Story = codeStory('AD13', 45)
export const AD14: Story = codeStory('AD14', 46)
export const mb01A: Story = codeStory('mb01A', 47)
export const AD01: Story = codeStory('AD01', 48)
export const AD02: Story = codeStory('AD02', 49)
export const AD03: Story = codeStory('AD03', 50)
export const AD04: Story = codeStory('AD04', 51)
export const AD05: Story = codeStory('AD05', 52)
export const AD06: Story = codeStory('AD06', 53)
export const AD07: Story = codeStory('AD07', 54)
export const AD08: Story = codeStory('AD08', 55)
export const AD09: Story = codeStory('AD09', 56)
export const AD10: Story = codeStory('AD10', 57)
export const AD11: Story = codeStory('AD11', 58)
export const AD12: Story = codeStory('AD12', 59)

/** A login-locked card seen by a guest: the rows lead to login. */
export const LoginLockedGuest: Story = { args: { template: sampleTemplate('MB09', 5) } }

/** MB37 seen by a member who never recharged: one overlay leads to recharge. */
export const RechargeLockedMember: Story = {
  args: { template: sampleTemplate('MB37', 33), viewer: sampleViewers.member },
}

/** A poll the viewer voted in before: locked, the choice marked. */
export const PollVoted: Story = {
  args: {
    template: {
      ...sampleTemplate('MB04'),
      vote: { ...(sampleTemplate('MB04').vote ?? { id: 1 }), optionId: 7 },
    },
    viewer: sampleViewers.paidMember,
  },
}

/**
 * A list's slim card (its collapsed rows and their count, `slimGroups`): 展开 is a GET form's button to the
 * card's own page until the script runs; it looks like MB04's.
 */
export const Slim: Story = {
  args: {
    template: { ...sampleTemplate('MB04', 0), groups: slimGroups('MB04', sampleTemplate('MB04', 0).groups) },
    expandHref: '/template/110/1001',
  },
}
