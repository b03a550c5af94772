// Every command, option and help text of `busops`, and nothing else: each implementation lives in
// commands/ and is imported only when its command runs, so `busops --help` (and completions) load
// commander and these definitions alone (README "Cold start").
import { Argument, Command, Option } from 'commander';
import { version } from '../package.json' with { type: 'json' };
import type { CommandRun } from './context.ts';
import { REPORT_NAMES, RESOURCE_NAMES } from './resources.ts';
import { ROW_FORMATS } from './row-formats.ts';

export type Runner = (
  run: () => Promise<{ run: CommandRun<never> }>,
) => (...args: unknown[]) => Promise<void>;

const repeat = (value: string, previous: string[] = []) => [...previous, value];
const positiveInt = (name: string) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} phải là số nguyên dương: ${value}`);
  return n;
};

export function buildProgram(runner: Runner): Command {
  const program = new Command('busops')
    .description('Dòng lệnh của busops (API điều hành xe buýt), trên @busops/sdk.')
    .version(version, '-V, --version')
    .addOption(
      new Option('--profile <name>', 'hồ sơ đăng nhập (tệp cấu hình)')
        .env('BUSOPS_PROFILE')
        .default('default'),
    )
    .option('--json', 'kết quả (và lỗi) dạng JSON, cho chương trình khác đọc')
    .showHelpAfterError('(busops --help: cách dùng)')
    .addHelpText(
      'after',
      `
Mã thoát: 0 thành công, 1 API từ chối / lỗi API (thông báo trên stderr), 2 sai cú pháp,
          3 chưa đăng nhập / hết phiên, 4 không kết nối được máy chủ, 5 xong một phần.
Ví dụ:
  busops login --url http://localhost:3000 --phone 0901000002
  busops ls employees --format csv > nhan-vien.csv
  busops export revenue-detail --from 2026-11-01 --to 2026-11-30 --out doanh-thu.xlsx`,
    );
  program.exitOverride();

  program
    .command('login')
    .description('đăng nhập (mật khẩu, mã SMS hoặc khoá dịch vụ) và lưu vào hồ sơ')
    .addOption(new Option('--url <url>', 'địa chỉ API').env('BUSOPS_URL'))
    .addOption(new Option('--app-key <key>', 'khoá ứng dụng (x-access-token)').env('BUSOPS_APP_KEY'))
    .addOption(new Option('--phone <phone>', 'số điện thoại (0... hoặc +84...)').env('BUSOPS_PHONE'))
    .option('--password-stdin', 'đọc mật khẩu từ dòng đầu của stdin (mặc định: BUSOPS_PASSWORD hoặc hỏi)')
    .option('--sms', 'đăng nhập bằng mã SMS (mã đọc từ stdin)')
    .addOption(
      new Option('--key <key>', 'khoá dịch vụ, gửi trong x-api-key').env('BUSOPS_API_KEY').conflicts('sms'),
    )
    .action(runner(() => import('./commands/login.ts')));

  program
    .command('logout')
    .description('đăng xuất (kết thúc phiên trên máy chủ) và xoá hồ sơ')
    .action(runner(() => import('./commands/logout.ts')));

  program
    .command('whoami')
    .description('tài khoản của hồ sơ: tên, số điện thoại, công ty, vai trò')
    .action(runner(() => import('./commands/whoami.ts')));

  program
    .command('ls')
    .description('liệt kê mọi dòng của một danh sách (theo trang, ghi ra ngay)')
    .addArgument(
      new Argument('<resource>', 'tên ngắn hoặc operationId của danh sách').choices(RESOURCE_NAMES),
    )
    .option('-f, --filter <key=value>', 'tham số lọc (query), lặp lại được', repeat)
    .option('-p, --param <key=value>', 'tham số đường dẫn, ví dụ -p id=3', repeat)
    .addOption(new Option('--format <format>', 'định dạng').choices(ROW_FORMATS).default('table'))
    .option('--columns <list>', 'các cột, cách nhau bởi dấu phẩy')
    .option('--limit <n>', 'dừng sau n dòng', positiveInt('--limit'))
    .option('--page-size <n>', 'số dòng mỗi trang hỏi API (tối đa 500)', positiveInt('--page-size'), 500)
    .addHelpText('after', '\nTên ngắn: employees, companies, vehicles, routes, stops, ... (busops ls --help)')
    .action(runner(() => import('./commands/ls.ts')));

  program
    .command('export')
    .description('xuất báo cáo ra tệp .xlsx hoặc .csv (tải dần, bộ nhớ không đổi)')
    .addArgument(new Argument('<report>', 'báo cáo').choices(REPORT_NAMES))
    .requiredOption('--from <date>', 'ngày đầu (YYYY-MM-DD)')
    .requiredOption('--to <date>', 'ngày cuối (YYYY-MM-DD)')
    .requiredOption('--out <file>', 'tệp ra: .xlsx hoặc .csv')
    .option('--route <id>', 'chỉ tuyến này, lặp lại được', repeat)
    .option('--payment-type <type>', 'chỉ hình thức thanh toán này, lặp lại được', repeat)
    .option('--company <id>', 'công ty (tài khoản tổng công ty)')
    .option('--no-progress', 'không hiện thanh tiến trình')
    .action(runner(() => import('./commands/export.ts')));

  const trips = program.command('trips').description('chuyến xe: sao chép ngày, phân công từ tệp CSV');
  trips
    .command('copy')
    .description('sao chép các chuyến của một ngày sang ngày khác (hoặc một khoảng ngày)')
    .option('--route <id>', 'tuyến (không có: mọi tuyến của công ty)')
    .requiredOption('--from <date>', 'ngày nguồn (YYYY-MM-DD)')
    .requiredOption('--to <date>', 'ngày đích, hoặc ngày đầu của khoảng khi có --until')
    .option('--until <date>', 'ngày cuối của khoảng đích')
    .addOption(new Option('--mode <mode>', 'chép gì').choices(['times', 'times_and_people']).default('times'))
    .addOption(
      new Option('--on-existing <rule>', 'khi ngày đích đã có chuyến').choices([
        'skip_served',
        'replace',
        'add',
      ]),
    )
    .option('--dry-run', 'chỉ xem trước, không ghi')
    .option('--accept-warnings', 'chép dù có cảnh báo')
    .action(runner(() => import('./commands/trips-copy.ts')));
  trips
    .command('assign')
    .description('phân công tài xế, phụ xe, xe theo tệp CSV (route_id,code,version,driver_id,...)')
    .requiredOption('--from-csv <file>', 'tệp CSV')
    .option('--dry-run', 'chỉ kiểm tra, không ghi')
    .option('--accept-warnings', 'ghi dù có cảnh báo')
    .action(runner(() => import('./commands/trips-assign.ts')));

  const gtfs = program.command('gtfs').description('dữ liệu GTFS tĩnh của công ty');
  gtfs
    .command('export')
    .description('tải tệp GTFS (.zip) của công ty')
    .requiredOption('--out <file>', 'tệp ra (.zip)')
    .option('--no-progress', 'không hiện thanh tiến trình')
    .action(runner(() => import('./commands/gtfs-export.ts')));
  gtfs
    .command('import')
    .description('xem trước (mặc định) hoặc nhập (--apply) một tệp GTFS .zip')
    .argument('<file>', 'tệp GTFS .zip')
    .option('--apply', 'nhập thật (mặc định chỉ xem trước)')
    .action(runner(() => import('./commands/gtfs-import.ts')));

  const ledger = program.command('ledger').description('sổ vé');
  ledger
    .command('ingest')
    .description('gửi các giao dịch vé của một tệp (.ndjson/.jsonl: mỗi dòng một sự kiện; .json: mảng)')
    .argument('<file>', 'tệp sự kiện vé')
    .option('--batch-size <n>', 'số sự kiện mỗi lần gửi (tối đa 5000)', positiveInt('--batch-size'), 1000)
    .option('--no-progress', 'không hiện thanh tiến trình')
    .action(runner(() => import('./commands/ledger-ingest.ts')));

  return program;
}

/**
 * `busops complete bash|zsh|fish|powershell` prints the completion script; the script then calls
 * `busops complete -- <words>`. @bomb.sh/tab is loaded only for those runs; for every other run a
 * stand-in with the same name and help takes its place (a third of the start's CPU time saved).
 */
export async function addCompletions(program: Command, wanted: boolean): Promise<void> {
  if (wanted) {
    const { default: tab } = await import('@bomb.sh/tab/commander');
    tab(program);
    const complete = program.commands.find((command) => command.name() === 'complete');
    complete?.hook('preAction', (command) => {
      if (command.args[0] === 'bash') process.stdout.write(BASH_WORDS_FALLBACK);
    });
    return;
  }
  program.command('complete [shell]').description('in mã gợi ý lệnh cho shell: bash, zsh, fish, powershell');
}

/**
 * The bash script of @bomb.sh/tab reads the words with `_get_comp_words_by_ref`, a function of the
 * bash-completion package, which a minimal system (a Debian container, a CI image) does not have: there
 * every Tab printed "command not found". Printed before that script, this defines it from bash's own
 * COMP_WORDS when it is missing (the variables are the caller's locals: bash scopes them dynamically).
 */
const BASH_WORDS_FALLBACK = `# Without the bash-completion package, the words come from bash itself.
if ! declare -F _get_comp_words_by_ref >/dev/null 2>&1; then
  _get_comp_words_by_ref() {
    cur=\${COMP_WORDS[COMP_CWORD]}
    prev=\${COMP_WORDS[COMP_CWORD-1]}
    words=("\${COMP_WORDS[@]}")
    cword=$COMP_CWORD
  }
fi

`;
