export type LoginFailureReason = 'invalid_credentials' | 'locked';

export interface LoginFailure {
  reason: LoginFailureReason;
  lockedUntil?: string;
}
