import type { Ack, AdminLoginRequest, AdminSession, EmailRequest, LoginRequest, ResetPasswordRequest, Session, SignupRequest } from "@pnyx/contract";
import type { DeleteAccountInput, PnyxError } from "@pnyx/sdk";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useCallback } from "react";
import { usePnyxClient } from "../client-context";
import { pnyxKeys } from "../query-keys";
import { refreshViewerData } from "./cache";

/** Logs a member in; the session is stored by the SDK (see useSession). */
export function useLogin() {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useMutation<Session, PnyxError, LoginRequest>({
    mutationFn: (input) => client.auth.login(input),
    onSuccess: () => refreshViewerData(queryClient),
  });
}

/** Creates an unverified account; the server mails a verification link. */
export function useSignup() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, SignupRequest>({ mutationFn: (input) => client.auth.signup(input) });
}

/**
 * Verifies the e-mailed link once per token and stores the session. A query (not a mutation), so
 * re-renders, StrictMode and remounts never send the single-use token twice.
 */
export function useVerifyEmail(token: string | null | undefined): UseQueryResult<Session, PnyxError> {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useQuery<Session, PnyxError>({
    queryKey: pnyxKeys.verifyEmail(token ?? ""),
    queryFn: async () => {
      const session = await client.auth.verifyEmail({ token: token ?? "" });
      refreshViewerData(queryClient);
      return session;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useForgotPassword() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, EmailRequest>({ mutationFn: (input) => client.auth.forgotPassword(input) });
}

export function useForgotUsername() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, EmailRequest>({ mutationFn: (input) => client.auth.forgotUsername(input) });
}

/** Completes a reset with the token from the mailed link. */
export function useResetPassword() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, ResetPasswordRequest>({ mutationFn: (input) => client.auth.resetPassword(input) });
}

/** A logged-in member's "Change Password": mails them a reset link. */
export function useSendPasswordReset() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, void>({ mutationFn: () => client.auth.sendPasswordReset() });
}

/**
 * Deletes the caller's own account; the SDK then forgets the session, and PnyxProvider drops the
 * member's cached data as it does however a session ends.
 */
export function useDeleteAccount() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, DeleteAccountInput | void>({
    mutationFn: (input) => client.auth.deleteAccount(input ?? {}),
  });
}

export function useAdminLogin() {
  const client = usePnyxClient();
  return useMutation<AdminSession, PnyxError, AdminLoginRequest>({ mutationFn: (input) => client.auth.adminLogin(input) });
}

/**
 * Returns `logout()`: forgets the member session (the admin session stays); PnyxProvider drops the
 * member's cached data as it does however a session ends.
 */
export function useLogout(): () => void {
  const client = usePnyxClient();
  return useCallback(() => {
    void client.auth.logout();
  }, [client]);
}

/** Returns `adminLogout()`: forgets the admin session and admin-only cached data. */
export function useAdminLogout(): () => void {
  const client = usePnyxClient();
  const queryClient = useQueryClient();
  return useCallback(() => {
    client.auth.adminLogout();
    queryClient.removeQueries({ queryKey: pnyxKeys.admin.all() });
  }, [client, queryClient]);
}
