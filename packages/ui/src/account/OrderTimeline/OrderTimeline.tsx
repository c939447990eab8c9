import type { TimelineStep, TimelineStepState } from '@liuhe/domain'
import { Icon } from '../../primitives/Icon/Icon'
import { visuallyHidden } from '../../primitives/shared.css'
import * as styles from './OrderTimeline.css'

/** What a screen reader hears for each step state. */
export const orderTimelineStateTexts: Readonly<Record<TimelineStepState, string>> = {
  done: '已完成',
  current: '进行中',
  failed: '未完成',
  upcoming: '未开始',
}

/** Props of {@link OrderTimeline}. */
export interface OrderTimelineProps {
  /** The steps, oldest first, from the domain (`rechargeTimeline`, `withdrawTimeline`). */
  steps: readonly TimelineStep[]
  /** The list's accessible name, e.g. 订单进度. */
  label?: string
}

/**
 * A recharge's or withdrawal's status timeline: one step per line with a dot (a tick when done, a cross
 * when failed), its time and an optional note (a refusal's reason).
 */
export function OrderTimeline({ steps, label = '订单进度' }: OrderTimelineProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => (
        <li
          // Steps are positional: a label may repeat across orders, never within one.
          key={`${index}-${step.label}`}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.state === 'done' ? <Icon name="check" size="sm" /> : null}
            {step.state === 'failed' ? <Icon name="close" size="sm" /> : null}
          </span>
          <div className={styles.body}>
            <p className={styles.label}>
              {step.label}
              <span className={visuallyHidden}>（{orderTimelineStateTexts[step.state]}）</span>
            </p>
            {step.time ? <p className={styles.time}>{step.time}</p> : null}
            {step.note ? <p className={styles.note}>{step.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
