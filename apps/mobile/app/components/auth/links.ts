/** Customer service: where 忘记密码 and the reset-password dialog send the user. */
export const CUSTOMER_SERVICE_PATH = '/services'
