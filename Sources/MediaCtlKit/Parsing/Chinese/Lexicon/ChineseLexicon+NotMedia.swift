extension ChineseLexicon {
  /// Words that make a request something other than media, by the not-media frame's domain
  /// (weather, alarms, calls, maps, the car and the home, questions of fact). A request holding
  /// one outside every name the catalog knows, and no media word, gets the not-media frame:
  /// Siri handles it itself and nothing reaches the app.
  static let notMediaWords: [(domain: NotMediaDomain, words: [String])] = [
    (.weather, ["天气", "气温", "多少度", "下雨吗", "会下雨", "下雪吗", "刮风", "雾霾", "空气质量", "紫外线", "带伞", "天气预报", "冷不冷", "热不热",
      "会不会下雨", "会不会下雪", "下不下雨", "下不下雪", "要下雨吗", "要下雪吗", "下雪了吗", "下雨了吗"]),
    (.alarm, ["闹钟", "叫我起床", "叫醒我"]),
    (.reminder, ["提醒我", "设个提醒", "定个提醒", "备忘录", "记一下"]),
    (.timer, ["倒计时", "计时器", "定时器", "定个时"]),
    (.calendar, ["日程", "日历", "会议", "行程安排"]),
    (.call, ["打电话", "打个电话", "拨打", "拨号", "回电话", "视频通话", "语音通话", "通讯录", "联系人"]),
    (.message, ["发短信", "发消息", "发微信", "短信", "回消息", "读消息"]),
    (.navigation, ["导航", "路线", "怎么走", "多远", "路况", "堵车", "地图", "加油站", "停车场", "充电桩", "附近的", "去公司", "回家的路线"]),
    (.homeControl, [
      "空调", "车窗", "天窗", "座椅加热", "后备箱", "雨刷", "大灯", "车灯", "除雾", "开灯", "关灯", "灯光", "窗帘",
      "扫地机", "热水器", "洗衣机", "冰箱", "门锁", "电饭煲", "加湿器",
      "灯打开", "灯关掉", "灯关上", "灯关了", "灯调亮", "灯调暗", "打开灯", "关掉灯", "把灯",
    ]),
    (.dateTime, ["几点了", "现在几点", "今天几号", "星期几", "农历"]),
    (.maths, ["等于多少", "等于几", "加多少", "乘以", "除以", "计算器"]),
    (.question, ["汇率", "股票", "股价", "翻译", "什么意思", "怎么说", "百科", "油量", "胎压", "续航", "电量"]),
    (.shopping, ["快递", "订票", "机票", "火车票", "酒店", "购物车", "下单"]),
    (.food, ["外卖", "餐厅", "订餐", "点餐"]),
    (.joke, ["讲个笑话", "讲笑话", "说个笑话"]),
    (.other, ["打车", "叫车", "拍照", "截屏", "截图", "相册", "蓝牙", "无线网", "wifi", "热点", "亮度", "手电筒", "飞行模式", "关机", "重启"]),
  ]
}

extension ChineseLexicon {
  /// Words that make a request media whatever else it says ("播放一首关于下雨的歌").
  static let mediaCueWords: [String] = [
    "歌", "音乐", "专辑", "歌单", "播放列表", "播客", "电台", "有声书", "听书", "曲", "唱", "歌手", "乐队", "mv",
  ]
}
