// 99 SC Status and 98 ACS Status: the unit says it is up, the ILS says what it supports.
import { Sip2Error } from '../errors.ts';
import { encodeBody, field, fieldAll, fixedWidth, type RawMessage } from '../message.ts';

export type ScStatusRequest = {
  /** "0" ok, "1" out of paper, "2" shutting down. */
  readonly statusCode: '0' | '1' | '2';
  readonly maxPrintWidth: number;
  readonly protocolVersion: string;
};

export type AcsStatusResponse = {
  readonly onlineStatus: boolean;
  readonly checkinOk: boolean;
  readonly checkoutOk: boolean;
  readonly renewalPolicy: boolean;
  readonly statusUpdateOk: boolean;
  readonly offlineOk: boolean;
  /** Three digits, tenths of a second; "000" none. */
  readonly timeoutPeriod: string;
  readonly retriesAllowed: string;
  readonly dateTimeSync: string;
  readonly protocolVersion: string;
  readonly institutionId: string;
  readonly libraryName: string | null;
  /** BX: 16 Y/N flags, one per message the ILS supports. */
  readonly supportedMessages: string;
  readonly terminalLocation: string | null;
  readonly screenMessages: readonly string[];
  readonly printLines: readonly string[];
};

export function encodeScStatusRequest(r: ScStatusRequest): string {
  return encodeBody({
    code: '99',
    fixed: r.statusCode + fixedWidth(r.maxPrintWidth, 3) + r.protocolVersion.padEnd(4).slice(0, 4),
    fields: [],
  });
}

export function decodeScStatusRequest(m: RawMessage): ScStatusRequest {
  const status = m.fixed[0];
  if (status !== '0' && status !== '1' && status !== '2') throw new Sip2Error('protocol', 'status code is 0, 1 or 2');
  return {
    statusCode: status,
    maxPrintWidth: Number(m.fixed.slice(1, 4).trim() || '0'),
    protocolVersion: m.fixed.slice(4, 8),
  };
}

const flag = (c: string | undefined) => c === 'Y' || c === 'y';
const yn = (v: boolean) => (v ? 'Y' : 'N');

export function encodeAcsStatusResponse(r: AcsStatusResponse): string {
  const optional = (id: string, value: string | null) => (value === null ? [] : [[id, value] as const]);
  return encodeBody({
    code: '98',
    fixed:
      [r.onlineStatus, r.checkinOk, r.checkoutOk, r.renewalPolicy, r.statusUpdateOk, r.offlineOk].map(yn).join('') +
      r.timeoutPeriod +
      r.retriesAllowed +
      r.dateTimeSync +
      r.protocolVersion,
    fields: [
      ['AO', r.institutionId],
      ...optional('AM', r.libraryName),
      ['BX', r.supportedMessages],
      ...optional('AN', r.terminalLocation),
      ...r.screenMessages.map((t) => ['AF', t] as const),
      ...r.printLines.map((t) => ['AG', t] as const),
    ],
  });
}

export function decodeAcsStatusResponse(m: RawMessage): AcsStatusResponse {
  const f = m.fixed;
  return {
    onlineStatus: flag(f[0]),
    checkinOk: flag(f[1]),
    checkoutOk: flag(f[2]),
    renewalPolicy: flag(f[3]),
    statusUpdateOk: flag(f[4]),
    offlineOk: flag(f[5]),
    timeoutPeriod: f.slice(6, 9),
    retriesAllowed: f.slice(9, 12),
    dateTimeSync: f.slice(12, 30),
    protocolVersion: f.slice(30, 34),
    institutionId: field(m, 'AO') ?? '',
    libraryName: field(m, 'AM'),
    supportedMessages: field(m, 'BX') ?? '',
    terminalLocation: field(m, 'AN'),
    screenMessages: fieldAll(m, 'AF'),
    printLines: fieldAll(m, 'AG'),
  };
}
