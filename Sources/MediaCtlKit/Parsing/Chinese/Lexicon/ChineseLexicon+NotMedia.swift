extension ChineseLexicon {
  /// Words that make a request something other than media (weather, alarms, calls, maps, the
  /// car, the home, questions of fact), by domain. A request holding one, with no name the
  /// catalog knows over it, is answered with the not-media frame (Siri keeps it; no app).
  static let notMediaWords: [(domain: String, words: [String])] = [
    ("weather", ["天气", "气温", "温度多少", "下雨", "下雪", "刮风", "雾霾", "空气质量", "紫外线", "穿什么", "带伞", "天气预报"]),
    ("alarm", ["闹钟", "叫我起床", "提醒我", "设个提醒", "定个提醒", "倒计时", "计时器", "定时器", "备忘录", "日程", "日历", "会议"]),
    ("call", ["打电话", "打个电话", "拨打", "拨号", "回电话", "发短信", "发消息", "发微信", "短信", "通讯录", "联系人", "视频通话", "语音通话"]),
    ("navigation", ["导航", "路线", "怎么走", "多远", "路况", "堵车", "地图", "加油站", "停车场", "充电桩", "附近的", "去公司"]),
    ("car", ["空调", "车窗", "天窗", "座椅加热", "座椅", "后备箱", "油量", "胎压", "续航", "雨刷", "大灯", "车灯", "除雾"]),
    ("home", ["开灯", "关灯", "灯光", "窗帘", "扫地机", "热水器", "电视机", "洗衣机", "冰箱", "门锁"]),
    ("facts", ["几点了", "现在几点", "今天几号", "星期几", "汇率", "股票", "股价", "计算", "等于多少", "加多少", "翻译", "什么意思", "怎么说", "百科", "新闻联播"]),
    ("errands", ["外卖", "快递", "订票", "机票", "火车票", "酒店", "餐厅", "订餐", "打车", "叫车", "拍照", "截屏", "截图", "相册"]),
    ("device", ["蓝牙", "无线网", "wifi", "热点", "亮度", "手电筒", "飞行模式", "关机", "重启", "电量"]),
  ]
}
