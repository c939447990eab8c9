import { ALL_PROVIDERS, gameCenterTexts } from '@liuhe/domain'
import { Drawer } from '../../primitives/Drawer/Drawer'
import { Icon } from '../../primitives/Icon/Icon'
import * as styles from './ProviderDrawer.css'

/** One choice of the drawer: a provider of the category, or all of them. */
export interface ProviderOption {
  /** Provider code; the first option is all platforms, `all_provider`. */
  liveCode: string
  /** Provider name, e.g. AG亚游 or 所有平台. */
  providerName: string
  /** Provider logo; all platforms has none. */
  providerUrl?: string
}

/** Props of {@link ProviderDrawer}. */
export interface ProviderDrawerProps {
  /** Whether the drawer is shown. */
  open: boolean
  /** Choices, all platforms first. */
  options: readonly ProviderOption[]
  /** Codes selected in the drawer (the draft of the provider-filter state). */
  selected: readonly string[]
  /** Called when a choice is pressed. */
  onToggle: (liveCode: string) => void
  /** Called by 重置 (reverts the draft). */
  onReset: () => void
  /** Called by 完成 (applies the draft and closes). */
  onDone: () => void
  /** Called by the close button, Esc or the overlay (reverts and closes). */
  onClose: () => void
}

/** The bottom drawer 所有供应商: multi-select providers, all platforms first, with 重置 and 完成. */
export function ProviderDrawer({
  open,
  options,
  selected,
  onToggle,
  onReset,
  onDone,
  onClose,
}: ProviderDrawerProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      title={gameCenterTexts.providersTitle}
      onReset={onReset}
      onDone={onDone}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a grid of logo tiles; a fieldset cannot be a grid in every browser. */}
      <div role="group" aria-label={gameCenterTexts.providersTitle} className={styles.list}>
        {options.map((option) => {
          const checked = selected.includes(option.liveCode)
          return (
            // biome-ignore lint/a11y/useSemanticElements: a logo tile acting as a checkbox (ARIA checkbox pattern).
            <button
              key={option.liveCode}
              type="button"
              role="checkbox"
              aria-checked={checked}
              className={styles.option}
              data-all={option.liveCode === ALL_PROVIDERS || undefined}
              onClick={() => onToggle(option.liveCode)}
            >
              {option.providerUrl && (
                <img
                  className={styles.logo}
                  src={option.providerUrl}
                  alt=""
                  width={80}
                  height={30}
                  loading="lazy"
                />
              )}
              <span>{option.providerName}</span>
              <span className={styles.check}>
                <Icon name="check" size="sm" />
              </span>
            </button>
          )
        })}
      </div>
    </Drawer>
  )
}
