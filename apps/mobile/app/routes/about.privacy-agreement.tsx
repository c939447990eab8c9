import type { MetaFunction } from '@remix-run/node'
import { privacyAgreement } from '#app/components/account/about.ts'
import { LegalPage } from '#app/components/account/LegalPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: privacyAgreement.title }]

export default function PrivacyAgreement() {
  return <LegalPage text={privacyAgreement} />
}
