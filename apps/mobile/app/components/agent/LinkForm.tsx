import { Button, RebateSlider } from '@liuhe/ui'
import { Form, useNavigation } from '@remix-run/react'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import * as styles from './agent.css.ts'

/** What the link form shows: the values typed (after a refusal) or the link's, and the rebate range. */
export interface LinkFormProps {
  range: readonly [number, number]
  values: { type: string; rebate: string; remark: string }
  message?: string | null
  submitLabel: string
}

/** The create and update form of a registration link: account type, rebate and remark. Works before scripts. */
export function LinkForm({ range, values, message, submitLabel }: LinkFormProps) {
  const navigation = useNavigation()
  const rebate = Number(values.rebate)
  return (
    <Form method="post" className={wallet.form} noValidate>
      <fieldset className={styles.choices}>
        <legend className={wallet.label}>开户类型</legend>
        <label className={styles.choice}>
          <input type="radio" name="type" value="0" defaultChecked={values.type !== '1'} />
          会员
        </label>
        <label className={styles.choice}>
          <input type="radio" name="type" value="1" defaultChecked={values.type === '1'} />
          代理
        </label>
      </fieldset>
      <RebateSlider
        name="rebate"
        min={range[0]}
        max={range[1]}
        defaultValue={values.rebate !== '' && Number.isFinite(rebate) ? rebate : range[1]}
      />
      <div className={wallet.field}>
        <label className={wallet.label} htmlFor="link-remark">
          备注（选填）
        </label>
        <input
          id="link-remark"
          className={wallet.input}
          name="remark"
          maxLength={20}
          placeholder="如：朋友圈推广"
          defaultValue={values.remark}
        />
      </div>
      {message ? (
        <p role="alert" className={wallet.fieldError}>
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
        {submitLabel}
      </Button>
    </Form>
  )
}
