/**
 * The browser side of draw notifications (docs/architecture.md, "Draw notifications"): whether this browser
 * can take pushes, the permission, and the service worker's push subscription, which the page hands to
 * `/resources/push-subscription` (the app's server saves it on the platform with the member's token; the
 * browser never calls the platform). Nothing here runs on the server.
 */

import { failureTexts } from '@liuhe/domain'

/** What the 开奖推送 switch shows. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

/** How long the page waits for the service worker to be ready before calling push unsupported here. */
const READY_TIMEOUT_MS = 10_000

/** Whether this browser has what web push needs: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** The active service worker registration, or null when none becomes ready in time (dev builds have none). */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Posts to the subscription resource route; answers its message, or throws with it. */
async function post(fields: Record<string, string>): Promise<string> {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.set(key, value)
  const response = await fetch('/resources/push-subscription', { method: 'POST', body })
  const answer = (await response.json().catch(() => ({}))) as { message?: string }
  if (!response.ok) throw new Error(answer.message ?? failureTexts.system)
  return answer.message ?? ''
}

/** Saves a subscription for the signed-in member. */
function save(subscription: PushSubscription): Promise<string> {
  const json = subscription.toJSON()
  return post({
    intent: 'save',
    endpoint: json.endpoint ?? '',
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
  })
}

/**
 * The state of this browser now. A subscription the browser already has is saved again for the member
 * signed in now (the platform may have dropped it, or another member used this browser before).
 */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription || Notification.permission !== 'granted') return 'off'
  await save(subscription).catch(() => undefined)
  return 'on'
}

/**
 * Turns pushes on: asks for the permission, subscribes through the service worker with the platform's VAPID
 * key and saves the subscription. Answers the new state and a message for the member.
 */
export async function enablePush(publicKey: string): Promise<{ state: PushState; message: string }> {
  if (!pushSupported()) return { state: 'unsupported', message: '当前浏览器不支持推送' }
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return { state: 'denied', message: '通知权限被拒绝，请在浏览器设置中允许' }
  if (permission !== 'granted') return { state: 'off', message: '未允许通知' }
  const registration = await readyRegistration()
  if (!registration) return { state: 'unsupported', message: '当前浏览器不支持推送' }
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }))
    await save(subscription)
    return { state: 'on', message: '已开启开奖推送' }
  } catch (error) {
    console.warn('push subscription', error)
    return { state: 'off', message: '开启推送失败，请稍后再试' }
  }
}

/** Turns pushes off in this browser: unsubscribes and has the platform forget the subscription. */
export async function disablePush(): Promise<{ state: PushState; message: string }> {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (subscription) {
    await post({ intent: 'delete', endpoint: subscription.endpoint }).catch(() => undefined)
    await subscription.unsubscribe()
  }
  return { state: 'off', message: '已关闭开奖推送' }
}

/** What {@link forgetPushSubscription} reads of `navigator`. */
interface PushNavigator {
  serviceWorker?: {
    getRegistration(): Promise<
      { pushManager?: { getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null> } } | undefined
    >
  }
}

/**
 * At logout: the browser's push subscription was the member's, so it is dropped here. The platform needs no
 * call (the member's token is going): the push service refuses its next push to the endpoint (410), and the
 * platform then deletes the subscription.
 */
export async function forgetPushSubscription(nav: PushNavigator = navigator as PushNavigator): Promise<void> {
  try {
    const registration = await nav.serviceWorker?.getRegistration()
    const subscription = await registration?.pushManager?.getSubscription()
    await subscription?.unsubscribe()
  } catch {
    // Nothing to forget, or a browser without push: logging out goes on.
  }
}
