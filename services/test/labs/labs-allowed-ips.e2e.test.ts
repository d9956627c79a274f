import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseAllowedIpsCsv } from '../../src/labs/application/allowed-ips-csv.ts';
import {
  assertBadInput,
  type FleetServices,
  multipartBody,
  openFleetClient,
  UPLOAD_URL,
} from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk';
// the first bytes of a real PNG: signature, IHDR chunk
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('allowed IPs', () => {
  let f: FleetServices;
  let su: string;
  let client: string;
  before(async () => {
    ({ f, su, client } = await openFleetClient());
  });
  after(() => f.close());

  const listed = async (lab: string) => {
    const res = await f.get(`${api}/edit/lab?lab_id=${lab}`, su);
    return res.json().data.allowedips.map((i: { allowed_ip: string }) => i.allowed_ip);
  };

  it('are uploaded from a CSV and shown at once, normalised, in file order', async () => {
    const lab = await f.deployLab(client);
    const res = await f.upload(lab, 'allowed_ip\r\n203.0.113.7\r\n"2001:DB8::0:1"\r\n\r\n::ffff:198.51.100.2\r\n', su);
    assert.equal(res.statusCode, 200, res.body);
    const { allowedips, added, skipped } = res.json().data;
    assert.deepEqual([added, skipped], [3, 0]);
    assert.deepEqual(
      allowedips.map((i: { allowed_ip: string }) => i.allowed_ip),
      ['203.0.113.7', '2001:db8::1', '198.51.100.2'],
    );
    assert.deepEqual(await listed(lab), ['203.0.113.7', '2001:db8::1', '198.51.100.2']);
  });

  it('are read from a CSV as a spreadsheet saves it: a BOM, CRLF, every cell quoted', async () => {
    const lab = await f.deployLab(client);
    const res = await f.upload(
      lab,
      '\uFEFF"allowed_ip"\r\n"203.0.113.8"\r\n"2001:DB8::0:2"\r\n\r\n" ::ffff:198.51.100.3 "\r\n',
      su,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await listed(lab), ['203.0.113.8', '2001:db8::2', '198.51.100.3']);
  });

  it('skip addresses the lab already has, and an upload of only known ones appends nothing', async () => {
    const lab = await f.deployLab(client);
    await f.upload(lab, '10.0.0.1\n10.0.0.2\n', su);
    const res = await f.upload(lab, '10.0.0.2\n10.0.0.3\n', su);
    assert.deepEqual([res.json().data.added, res.json().data.skipped], [1, 1]);
    assert.deepEqual(await listed(lab), ['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    const before = await f.lastSeq();
    const again = await f.upload(lab, '10.0.0.3\n', su);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().data.added, 0);
    assert.equal(await f.lastSeq(), before);
  });

  it('are deleted one at a time; deleting one that is gone is a 404', async () => {
    const lab = await f.deployLab(client);
    const [first] = (await f.upload(lab, '10.0.0.1\n10.0.0.2\n', su)).json().data.allowedips;
    const res = await f.post(`${api}/delete/lab_allowedip`, { id: first.id, lab_id: lab }, su);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Allowed IP deleted');
    assert.deepEqual(await listed(lab), ['10.0.0.2']);
    assert.equal((await f.post(`${api}/delete/lab_allowedip`, { id: first.id, lab_id: lab }, su)).statusCode, 404);
  });

  it("cannot delete another lab's address through this lab", async () => {
    const lab = await f.deployLab(client);
    const elsewhere = await f.deployLab(client);
    const [ip] = (await f.upload(elsewhere, '10.0.0.9\n', su)).json().data.allowedips;
    assert.equal((await f.post(`${api}/delete/lab_allowedip`, { id: ip.id, lab_id: lab }, su)).statusCode, 404);
    assert.deepEqual(await listed(elsewhere), ['10.0.0.9']);
  });

  describe('refuse a bad upload with 400 on csv_file, appending nothing', () => {
    it('when the file is a PNG, not CSV', async () => {
      const lab = await f.deployLab(client);
      const res = await assertBadInput(f, () => f.upload(lab, PNG, su, 'ips.png'), 'csv_file');
      assert.match(res.json().message, /not a CSV text file/);
    });

    it('when a line is not an address, naming the line', async () => {
      const lab = await f.deployLab(client);
      const res = await assertBadInput(
        f,
        () => f.upload(lab, 'allowed_ip\n10.0.0.1\nlocalhost\n10.0.0.2\n', su),
        'csv_file',
      );
      assert.match(res.json().message, /line 3 is not an IPv4 or IPv6 address: 'localhost'/);
      assert.equal(res.json().data.line, 3);
      assert.deepEqual(await listed(lab), []);
    });

    it('when it holds no address', async () => {
      const lab = await f.deployLab(client);
      await assertBadInput(f, () => f.upload(lab, 'allowed_ip\n\n', su), 'csv_file');
    });

    it('when it is over 256 kB', async () => {
      const lab = await f.deployLab(client);
      const big = '10.0.0.1\n'.repeat(Math.ceil((256 * 1024) / 9) + 1);
      const res = await assertBadInput(f, () => f.upload(lab, big, su), 'csv_file');
      assert.match(res.json().message, /larger than 256 kB/);
    });

    it('when the form has no file', async () => {
      const lab = await f.deployLab(client);
      const { payload, headers } = multipartBody({ lab_id: lab });
      const send = () =>
        f.app.inject({
          method: 'POST',
          url: UPLOAD_URL,
          payload,
          headers: { ...headers, authorization: `Bearer ${su}` },
        });
      await assertBadInput(f, send, 'csv_file');
    });

    it('when the form sends two files', async () => {
      const lab = await f.deployLab(client);
      const file = { field: 'csv_file', filename: 'a.csv', type: 'text/csv', bytes: Buffer.from('10.0.0.1\n') };
      const first = multipartBody({ lab_id: lab }, file);
      const boundary = first.headers['content-type']?.split('boundary=')[1] ?? '';
      const second = `--${boundary}\r\nContent-Disposition: form-data; name="extra"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\n10.0.0.2\r\n`;
      const payload = Buffer.concat([
        first.payload.subarray(0, -(boundary.length + 6)),
        Buffer.from(second),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const send = () =>
        f.app.inject({
          method: 'POST',
          url: UPLOAD_URL,
          payload,
          headers: { ...first.headers, authorization: `Bearer ${su}` },
        });
      await assertBadInput(f, send, 'csv_file');
    });

    it('when the body is JSON pretending to hold a file', async () => {
      const lab = await f.deployLab(client);
      const body = {
        lab_id: lab,
        csv_file: { filename: 'a.csv', mimetype: 'text/csv', truncated: false, bytes: '10.0.0.1' },
      };
      await assertBadInput(f, () => f.post(UPLOAD_URL, body, su), 'csv_file');
    });

    it('when lab_id is not an id', async () => {
      await assertBadInput(f, () => f.upload('lab-1', '10.0.0.1\n', su), 'lab_id');
    });
  });

  describe('the sample file /ips-template.csv', () => {
    it('is public text/csv, downloaded as ips-template.csv, with a header and two addresses', async () => {
      const res = await f.get('/ips-template.csv');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv/);
      assert.equal(res.headers['content-disposition'], 'attachment; filename="ips-template.csv"');
      const lines = res.body.trim().split('\n');
      assert.equal(lines[0], 'allowed_ip');
      assert.equal(parseAllowedIpsCsv(Buffer.from(res.body)).length, 2);
    });

    it('uploads as it is', async () => {
      const lab = await f.deployLab(client);
      const template = (await f.get('/ips-template.csv')).body;
      const res = await f.upload(lab, template, su);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.added, 2);
    });
  });
});
