// 登录页：账号密码登录；短信登录在此页加入。
export function LoginPage(): null {
  return null;
}
