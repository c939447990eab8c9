export { SliderCaptcha, type SliderCaptchaChallenge, type SliderCaptchaProps } from './SliderCaptcha'
