export * from './RebateSlider'
