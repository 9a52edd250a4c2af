/**
 * What each screen of the portal does (part 2 §2 and part 1 §2 in short), for the help page the account
 * menu links to when HELP_URL is not set. One entry per screen a user can reach, in the order of a day's
 * work: home screens first, then a machine's screens, then settings.
 */
import type { Locale } from '@airsight/contracts';

export interface HelpSection {
  /** The screen's route name (part 1 §2): the anchor of its section. */
  id: string;
  title: string;
  text: string;
}

export interface HelpText {
  title: string;
  intro: string;
  contents: string;
  back: string;
  sections: HelpSection[];
}

export const HELP_TEXT: Record<Locale, HelpText> = {
  en: {
    title: 'Help',
    intro:
      'AirSight shows the status, alarms, maintenance advice, trends and reports of your compressors. This page says what each screen does.',
    contents: 'Screens',
    back: 'Back to the portal',
    sections: [
      {
        id: 'HomeAdmin',
        title: 'Home (companies and machines)',
        text: 'For administrators. The company tab lists the companies or plants under your group with the number of machines, alarms (E emergency, C caution, M maintenance), running, stopped and disconnected machines; click a row to open it. The machine tab lists every machine, with four searches and a CSV download.',
      },
      {
        id: 'HomeConsumer',
        title: 'Home (machine cards)',
        text: 'One card per machine, grouped into all machines, your own machine groups and unset machines. The border colour shows the status: red emergency, orange caution, yellow maintenance, green running, grey disconnected. Click a card to open the machine information in a new tab; the buttons of a group open its graph, monthly report and alarm records.',
      },
      {
        id: 'CompressorInfo',
        title: 'Machine information',
        text: "A machine's current values, status, alarms and maintenance advice, with links to its trend graph, air volume and power graph, maintenance history and alarm records.",
      },
      {
        id: 'TrendGraph',
        title: 'Trend graph',
        text: 'Sensor values of one machine over a chosen period, with presets and a CSV download.',
      },
      {
        id: 'VolumeGraph',
        title: 'Air volume and power graph',
        text: 'Discharge air volume and power of one machine or a group of machines over a period.',
      },
      {
        id: 'MonthlyReport',
        title: 'Monthly report',
        text: "A month's running figures of a group of machines, with an Excel download.",
      },
      {
        id: 'AlermHistory',
        title: 'Alarm records',
        text: 'Active and repaired alarms of a group or a machine. The E, C and M buttons filter by level; CSV downloads save the list.',
      },
      {
        id: 'MaintenanceHistory',
        title: 'Maintenance history',
        text: "One machine's commissioning, maintenance, overhauls and patrol service cleanups, newest first, with the running hours at each; the PDF icon saves the engineer's report.",
      },
      {
        id: 'DashboardAdmin',
        title: 'Dashboard',
        text: 'For users with the map function: counts and charts of all machines, and the machines whose service is due, with their alarm history.',
      },
      {
        id: 'ConsumerMap',
        title: 'Customer map',
        text: "One pin per customer, coloured by the most serious state of its machines. Click a pin to see the customer's machines; search by customer name or filter by state.",
      },
      {
        id: 'AlermMailSetting',
        title: 'Alarm mail settings',
        text: 'Who receives a mail when a machine of a group, or a single machine, raises an alarm, and for which levels.',
      },
      {
        id: 'GroupingSetting',
        title: 'Machine group settings',
        text: 'Your own groups of machines, which the home screen shows as separate sections.',
      },
      {
        id: 'MachineNumberSetting',
        title: "Customer's machine number",
        text: 'The number or name your site uses for each machine, shown on its card and in lists.',
      },
      {
        id: 'InfoSetting',
        title: 'Announcements',
        text: 'For the announcement administrator: the notices every user sees after sign-in.',
      },
      {
        id: 'Logs',
        title: 'Operation log',
        text: "For the announcement administrator: download the users' operations as CSV.",
      },
      {
        id: 'Account',
        title: 'Account menu',
        text: 'The person icon at the top right shows who is signed in and offers this help, changing the password and signing out. The language can be changed beside it.',
      },
    ],
  },
  ja: {
    title: 'ヘルプ',
    intro:
      'AirSight では、コンプレッサーの状態、アラーム、メンテナンスのお知らせ、トレンド、レポートを確認できます。このページでは各画面の内容を説明します。',
    contents: '画面一覧',
    back: 'ポータルに戻る',
    sections: [
      {
        id: 'HomeAdmin',
        title: 'ホーム（会社別・機械別）',
        text: '管理者向けの画面です。会社別タブには、配下の会社または工場ごとに台数、アラーム数（E 緊急、C 注意、M メンテナンス）、運転・停止・通信断の台数が表示されます。行をクリックするとその会社を開きます。機械別タブには全機械が表示され、4つの検索欄と CSV ダウンロードがあります。',
      },
      {
        id: 'HomeConsumer',
        title: 'ホーム（機械カード）',
        text: '機械ごとのカードを、全機械、ユーザー定義グループ、未設定に分けて表示します。枠の色が状態を表します（赤 緊急、橙 注意、黄 メンテナンス、緑 運転、灰 通信断）。カードをクリックすると機械情報が新しいタブで開きます。グループのボタンからグラフ、月報、アラーム履歴を開けます。',
      },
      {
        id: 'CompressorInfo',
        title: '機械情報',
        text: '1台の機械の現在値、状態、アラーム、メンテナンスのお知らせを表示し、トレンドグラフ、吐出空気量・電力グラフ、メンテナンス履歴、アラーム履歴へのリンクがあります。',
      },
      {
        id: 'TrendGraph',
        title: 'トレンドグラフ',
        text: '1台の機械のセンサー値を指定期間で表示します。プリセットと CSV ダウンロードがあります。',
      },
      {
        id: 'VolumeGraph',
        title: '吐出空気量・電力グラフ',
        text: '機械1台またはグループの吐出空気量と電力を期間で表示します。',
      },
      {
        id: 'MonthlyReport',
        title: '月報',
        text: 'グループの機械の1か月の運転実績を表示し、Excel でダウンロードできます。',
      },
      {
        id: 'AlermHistory',
        title: 'アラーム履歴',
        text: 'グループまたは機械の発生中・復旧済みのアラームを表示します。E・C・M ボタンでレベルを絞り込み、CSV で保存できます。',
      },
      {
        id: 'MaintenanceHistory',
        title: 'メンテナンス履歴',
        text: '1台の機械の試運転・メンテナンス・オーバーホール・巡回サービス清掃の記録を新しい順に、その時の稼働時間とともに表示します。PDF アイコンで作業報告書を保存できます。',
      },
      {
        id: 'DashboardAdmin',
        title: 'ダッシュボード',
        text: 'マップ機能を持つユーザー向けです。全機械の台数とグラフ、点検時期の近い機械とそのアラーム履歴を表示します。',
      },
      {
        id: 'ConsumerMap',
        title: '顧客マップ',
        text: '顧客ごとのピンを、機械の最も重い状態の色で表示します。ピンをクリックするとその顧客の機械を表示します。顧客名で検索し、状態で絞り込めます。',
      },
      {
        id: 'AlermMailSetting',
        title: 'アラームメール設定',
        text: 'グループまたは機械1台でアラームが発生したときにメールを受け取る人と、対象のレベルを設定します。',
      },
      {
        id: 'GroupingSetting',
        title: '機械グループ設定',
        text: 'ホーム画面で別の区分として表示する、独自の機械グループを設定します。',
      },
      {
        id: 'MachineNumberSetting',
        title: 'お客様機械番号',
        text: '各機械に現場で使う番号や名称を設定します。カードや一覧に表示されます。',
      },
      {
        id: 'InfoSetting',
        title: 'お知らせ管理',
        text: 'お知らせ管理者向けです。サインイン後に全ユーザーに表示するお知らせを管理します。',
      },
      {
        id: 'Logs',
        title: '操作ログ',
        text: 'お知らせ管理者向けです。ユーザーの操作記録を CSV でダウンロードします。',
      },
      {
        id: 'Account',
        title: 'アカウントメニュー',
        text: '右上の人のアイコンから、サインイン中のユーザーの確認、このヘルプ、パスワード変更、ログアウトができます。その隣で表示言語を切り替えられます。',
      },
    ],
  },
  zh: {
    title: '帮助',
    intro: 'AirSight 用于查看压缩机的状态、报警、保养提示、趋势和报表。本页说明各个画面的作用。',
    contents: '画面一览',
    back: '返回门户',
    sections: [
      {
        id: 'HomeAdmin',
        title: '首页（按公司、按设备）',
        text: '面向管理员。按公司标签页列出下属公司或工厂的设备数、报警数（E 紧急、C 注意、M 保养）以及运行、停止和断开连接的设备数；点击一行即可打开。按设备标签页列出全部设备，提供四个搜索框和 CSV 下载。',
      },
      {
        id: 'HomeConsumer',
        title: '首页（设备卡片）',
        text: '每台设备一张卡片，分为全部设备、自定义分组和未设置。边框颜色表示状态：红色紧急、橙色注意、黄色保养、绿色运行、灰色断开连接。点击卡片在新标签页中打开设备信息；分组的按钮可打开图表、月报和报警记录。',
      },
      {
        id: 'CompressorInfo',
        title: '设备信息',
        text: '一台设备的当前值、状态、报警和保养提示，并可链接到趋势图、排气量和功率图、保养记录和报警记录。',
      },
      {
        id: 'TrendGraph',
        title: '趋势图',
        text: '按所选期间显示一台设备的传感器数值，提供预设和 CSV 下载。',
      },
      { id: 'VolumeGraph', title: '排气量和功率图', text: '按期间显示一台设备或一组设备的排气量和功率。' },
      { id: 'MonthlyReport', title: '月报', text: '一组设备一个月的运行数据，可下载为 Excel。' },
      {
        id: 'AlermHistory',
        title: '报警记录',
        text: '一个分组或一台设备的当前报警和已修复报警。E、C、M 按钮按级别筛选，可下载 CSV。',
      },
      {
        id: 'MaintenanceHistory',
        title: '保养记录',
        text: '一台设备的试运行、保养、大修和巡检服务清洁记录，按时间由新到旧，附当时的运行小时；点击 PDF 图标可保存服务报告。',
      },
      {
        id: 'DashboardAdmin',
        title: '仪表板',
        text: '面向拥有地图功能的用户：全部设备的数量和图表，以及即将需要保养的设备及其报警记录。',
      },
      {
        id: 'ConsumerMap',
        title: '客户地图',
        text: '每个客户一个图钉，颜色表示其设备中最严重的状态。点击图钉查看该客户的设备；可按客户名称搜索或按状态筛选。',
      },
      {
        id: 'AlermMailSetting',
        title: '报警邮件设置',
        text: '设置分组或单台设备发生报警时接收邮件的人员及报警级别。',
      },
      {
        id: 'GroupingSetting',
        title: '设备分组设置',
        text: '设置自定义的设备分组，首页将其作为单独的部分显示。',
      },
      {
        id: 'MachineNumberSetting',
        title: '客户设备编号',
        text: '设置现场对每台设备使用的编号或名称，显示在卡片和列表中。',
      },
      { id: 'InfoSetting', title: '公告管理', text: '面向公告管理员：管理所有用户登录后看到的公告。' },
      { id: 'Logs', title: '操作日志', text: '面向公告管理员：以 CSV 下载用户的操作记录。' },
      {
        id: 'Account',
        title: '账户菜单',
        text: '右上角的人像图标显示当前登录的用户，并提供本帮助、修改密码和退出。旁边可以切换显示语言。',
      },
    ],
  },
};
