import type { Line } from '@app/schema';

/** Languages of the engine's own lines, after English. */
type Trans = Readonly<Record<'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru' | 'zh' | 'ja' | 'ko' | 'ar' | 'tr' | 'id' | 'hi' | 'vi' | 'th', string>>;

const line = (text: string, trans: Trans): Line => ({ text, trans: { ...trans } });

/** The engine's own nudges in the story games, in every interface language. */
export const SCENARIO_HINT_LINES: Readonly<Record<'emojiOnly' | 'pickOption' | 'ended', readonly Line[]>> = {
  emojiOnly: [
    line('Emojis only, remember? 😉', {
      es: '¿Solo emojis, recuerdas? 😉', fr: 'Que des emojis, tu te souviens ? 😉', de: 'Nur Emojis, schon vergessen? 😉',
      it: 'Solo emoji, ricordi? 😉', pt: 'Só emojis, lembra? 😉', ru: 'Только эмодзи, помнишь? 😉', zh: '只能用表情，记得吗？😉',
      ja: '絵文字だけだよ、覚えてる？😉', ko: '이모티콘만, 기억하지? 😉', ar: 'الإيموجي فقط، تذكر؟ 😉', tr: 'Sadece emoji, hatırladın mı? 😉',
      id: 'Cuma emoji, ingat? 😉', hi: 'सिर्फ़ इमोजी, याद है? 😉', vi: 'Chỉ dùng emoji thôi, nhớ chứ? 😉', th: 'อีโมจิเท่านั้นนะ จำได้ไหม 😉',
    }),
    line('Tell me with emojis! 🙂', {
      es: '¡Dímelo con emojis! 🙂', fr: 'Dis-le-moi en emojis ! 🙂', de: 'Sag es mir mit Emojis! 🙂', it: 'Dimmelo con le emoji! 🙂',
      pt: 'Me diz com emojis! 🙂', ru: 'Скажи мне это эмодзи! 🙂', zh: '用表情告诉我吧！🙂', ja: '絵文字で教えて！🙂',
      ko: '이모티콘으로 말해 줘! 🙂', ar: 'قلها لي بالإيموجي! 🙂', tr: 'Bana emojilerle söyle! 🙂', id: 'Bilang pakai emoji dong! 🙂',
      hi: 'मुझे इमोजी में बताओ! 🙂', vi: 'Nói với mình bằng emoji đi! 🙂', th: 'บอกฉันด้วยอีโมจิสิ! 🙂',
    }),
    line('Words are cheating here 😄', {
      es: 'Aquí las palabras son trampa 😄', fr: 'Ici, les mots, c’est de la triche 😄', de: 'Worte sind hier geschummelt 😄',
      it: 'Qui usare le parole è barare 😄', pt: 'Aqui, palavras são trapaça 😄', ru: 'Слова здесь — это жульничество 😄',
      zh: '在这里用文字算作弊哦 😄', ja: 'ここで言葉を使うのはズルだよ 😄', ko: '여기서 말로 하는 건 반칙이야 😄', ar: 'الكلمات هنا غش 😄',
      tr: 'Burada kelime kullanmak hile sayılır 😄', id: 'Pakai kata-kata di sini itu curang 😄', hi: 'यहाँ शब्दों का इस्तेमाल चीटिंग है 😄',
      vi: 'Dùng chữ ở đây là ăn gian đó 😄', th: 'ใช้คำพูดตรงนี้ถือว่าโกงนะ 😄',
    }),
  ],
  pickOption: [
    line('Hmm? Pick one of the choices below.', {
      es: '¿Mmm? Elige una de las opciones de abajo.', fr: 'Hmm ? Choisis une des options ci-dessous.', de: 'Hm? Wähl eine der Antworten unten.',
      it: 'Mmh? Scegli una delle opzioni qui sotto.', pt: 'Hum? Escolha uma das opções abaixo.', ru: 'Хм? Выбери один из вариантов ниже.',
      zh: '嗯？从下面的选项里选一个吧。', ja: 'ん？下の選択肢から選んでね。', ko: '음? 아래 선택지 중에서 하나 골라 줘.',
      ar: 'همم؟ اختر أحد الخيارات في الأسفل.', tr: 'Hmm? Aşağıdaki seçeneklerden birini seç.', id: 'Hmm? Pilih salah satu pilihan di bawah.',
      hi: 'हम्म? नीचे दिए विकल्पों में से एक चुनो।', vi: 'Hửm? Chọn một trong các lựa chọn bên dưới nhé.', th: 'หืม? เลือกหนึ่งในตัวเลือกด้านล่างสิ',
    }),
    line('Go on, choose one of the answers.', {
      es: 'Venga, elige una de las respuestas.', fr: 'Vas-y, choisis une des réponses.', de: 'Na los, wähl eine der Antworten.',
      it: 'Dai, scegli una delle risposte.', pt: 'Vai, escolhe uma das respostas.', ru: 'Давай, выбери один из ответов.', zh: '来吧，选一个答案。',
      ja: 'さあ、答えをひとつ選んで。', ko: '자, 답 중에서 하나 골라 봐.', ar: 'هيا، اختر إحدى الإجابات.', tr: 'Hadi, cevaplardan birini seç.',
      id: 'Ayo, pilih salah satu jawaban.', hi: 'चलो, जवाबों में से एक चुनो।', vi: 'Nào, chọn một câu trả lời đi.', th: 'เอาเลย เลือกคำตอบมาหนึ่งข้อ',
    }),
    line('I did not catch that. Which one?', {
      es: 'No te he entendido. ¿Cuál eliges?', fr: 'Je n’ai pas compris. Laquelle ?', de: 'Das hab ich nicht verstanden. Welche?',
      it: 'Non ho capito. Quale?', pt: 'Não entendi. Qual delas?', ru: 'Я не поняла. Какой вариант?', zh: '我没听明白。选哪个？',
      ja: 'よくわからなかった。どれにする？', ko: '잘 못 알아들었어. 어떤 거야?', ar: 'لم أفهم. أيّها تختار؟', tr: 'Anlayamadım. Hangisi?',
      id: 'Aku nggak nangkap. Yang mana?', hi: 'मैं समझ नहीं पाई। कौन सा?', vi: 'Mình chưa hiểu. Bạn chọn cái nào?', th: 'ฉันไม่ค่อยเข้าใจ เลือกข้อไหนดี',
    }),
  ],
  ended: [
    line('That was the end of this story. Restart to play again!', {
      es: 'Ese fue el final de esta historia. ¡Reinicia para jugar otra vez!', fr: 'C’était la fin de cette histoire. Recommence pour rejouer !',
      de: 'Das war das Ende dieser Geschichte. Starte neu, um noch mal zu spielen!', it: 'Questa era la fine della storia. Ricomincia per giocare ancora!',
      pt: 'Esse foi o fim desta história. Reinicie para jogar de novo!', ru: 'Это был конец истории. Начни заново, чтобы сыграть ещё раз!',
      zh: '这个故事结束啦。重新开始再玩一次吧！', ja: 'この物語はここでおしまい。もう一度遊ぶならリスタートしてね！',
      ko: '이 이야기는 여기서 끝이야. 다시 하려면 재시작해 줘!', ar: 'كانت هذه نهاية القصة. أعد البدء لتلعب مجددًا!',
      tr: 'Bu hikâye burada bitti. Tekrar oynamak için yeniden başlat!', id: 'Itu akhir ceritanya. Mulai ulang untuk main lagi!',
      hi: 'यह इस कहानी का अंत था। फिर से खेलने के लिए रीस्टार्ट करो!', vi: 'Câu chuyện đã kết thúc rồi. Bắt đầu lại để chơi tiếp nhé!',
      th: 'เรื่องนี้จบแล้ว เริ่มใหม่เพื่อเล่นอีกครั้งนะ!',
    }),
    line('This one is over. Press restart for another round.', {
      es: 'Esta partida terminó. Pulsa reiniciar para otra ronda.', fr: 'Celle-ci est finie. Appuie sur recommencer pour une autre manche.',
      de: 'Diese Runde ist vorbei. Drück auf Neustart für die nächste.', it: 'Questa è finita. Premi ricomincia per un altro giro.',
      pt: 'Essa acabou. Toque em reiniciar para outra rodada.', ru: 'Эта игра окончена. Нажми «заново», чтобы сыграть ещё раунд.',
      zh: '这一局结束了。点重新开始再来一轮。', ja: 'このゲームは終わり。もう一回やるならリスタートを押してね。',
      ko: '이번 판은 끝났어. 한 판 더 하려면 재시작을 눌러.', ar: 'انتهت هذه الجولة. اضغط إعادة البدء لجولة أخرى.',
      tr: 'Bu tur bitti. Yeni bir tur için yeniden başlata bas.', id: 'Yang ini sudah selesai. Tekan mulai ulang untuk ronde berikutnya.',
      hi: 'यह राउंड खत्म हो गया। एक और राउंड के लिए रीस्टार्ट दबाओ।', vi: 'Lượt này xong rồi. Nhấn bắt đầu lại để chơi thêm một lượt.',
      th: 'รอบนี้จบแล้ว กดเริ่มใหม่เพื่อเล่นอีกรอบ',
    }),
    line('We reached the ending. Restart if you want to play again.', {
      es: 'Llegamos al final. Reinicia si quieres volver a jugar.', fr: 'On est arrivés à la fin. Recommence si tu veux rejouer.',
      de: 'Wir sind am Ende angekommen. Starte neu, wenn du noch mal spielen willst.', it: 'Siamo arrivati alla fine. Ricomincia se vuoi giocare ancora.',
      pt: 'Chegamos ao final. Reinicie se quiser jogar de novo.', ru: 'Мы дошли до финала. Начни заново, если хочешь сыграть ещё.',
      zh: '我们到结局了。想再玩就重新开始吧。', ja: 'エンディングにたどり着いたね。また遊びたいならリスタートしてね。',
      ko: '엔딩에 도착했어. 다시 하고 싶으면 재시작해.', ar: 'وصلنا إلى النهاية. أعد البدء إن أردت اللعب مجددًا.',
      tr: 'Sona ulaştık. Tekrar oynamak istersen yeniden başlat.', id: 'Kita sudah sampai di akhir. Mulai ulang kalau mau main lagi.',
      hi: 'हम अंत तक पहुँच गए। फिर से खेलना हो तो रीस्टार्ट करो।', vi: 'Chúng ta đến đoạn kết rồi. Bắt đầu lại nếu muốn chơi nữa nhé.',
      th: 'เรามาถึงตอนจบแล้ว ถ้าอยากเล่นอีกก็เริ่มใหม่ได้เลย',
    }),
  ],
};

const english = (lines: readonly Line[]): string[] => lines.map((l) => (typeof l === 'string' ? l : l.text));

/** The English text of the nudges (their translations are in SCENARIO_HINT_LINES). */
export const SCENARIO_HINTS = {
  emojiOnly: english(SCENARIO_HINT_LINES.emojiOnly),
  pickOption: english(SCENARIO_HINT_LINES.pickOption),
  ended: english(SCENARIO_HINT_LINES.ended),
};
