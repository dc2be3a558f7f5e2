<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About pitch-desktop</source>
        <translation>Informazioni su pitch-desktop</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 {pyside}, under the GNU LGPL version 3</source>
        <translation>Qt {qt} e PySide6 {pyside}, con licenza GNU LGPL versione 3</translation>
    </message>
    <message>
        <source>websockets {websockets}, under the BSD 3-Clause licence</source>
        <translation>websockets {websockets}, con licenza BSD a 3 clausole</translation>
    </message>
    <message>
        <source>The sounds, made for this game and dedicated to the public domain (CC0 1.0)</source>
        <translation>I suoni, creati per questo gioco e dedicati al pubblico dominio (CC0 1.0)</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
    <message>
        <source>Pitch (Setback, High-Low-Jack) against computer opponents and friends. Free software under the MIT licence.</source>
        <translation>Pitch (Setback, High-Low-Jack) contro avversari del computer e con gli amici. Software libero con licenza MIT.</translation>
    </message>
    <message>
        <source>Your games, hand history and statistics are kept in:</source>
        <translation>Le tue partite, la cronologia delle mani e le statistiche sono conservate in:</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, giocabile</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, non giocabile</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>pitcher at {bid}</source>
        <translation>dichiarante a {bid}</translation>
    </message>
    <message>
        <source>cards left: {n}</source>
        <translation>carte rimaste: {n}</translation>
    </message>
    <message>
        <source>burned: {cards}</source>
        <translation>bruciate: {cards}</translation>
    </message>
    <message>
        <source>out of the hand</source>
        <translation>fuori dalla mano</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Si distribuiscono le carte.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>Trump: {suit}.</source>
        <translation>Briscola: {suit}.</translation>
    </message>
    <message>
        <source>High bid: {bid} by {name}.</source>
        <translation>Licitazione più alta: {bid}, di {name}.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Trick so far: {cards}.</source>
        <translation>Presa in corso: {cards}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>La tua mano: {cards}.</translation>
    </message>
    <message>
        <source>Seats: {seats}.</source>
        <translation>Posti: {seats}.</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passa</translation>
    </message>
    <message>
        <source>{name} takes the bid at {bid}</source>
        <translation>{name} prende la licitazione a {bid}</translation>
    </message>
    <message>
        <source>{name} is stuck and bids {bid}</source>
        <translation>{name} è obbligato e dichiara {bid}</translation>
    </message>
    <message>
        <source>{name} bids a smudge</source>
        <translation>{name} dichiara cappotto</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} dichiara {bid}</translation>
    </message>
    <message>
        <source>{name} plays the {card}</source>
        <translation>{name} gioca {card}</translation>
    </message>
    <message>
        <source>Trick {n}: {name} takes it</source>
        <translation>Presa {n}: la prende {name}</translation>
    </message>
    <message>
        <source>{side}: {total}</source>
        <translation>{side}: {total}</translation>
    </message>
    <message>
        <source>Score: {scores}. Playing to {target}.</source>
        <translation>Punteggio: {scores}. Si gioca a {target}.</translation>
    </message>
    <message>
        <source>Announcements of the game</source>
        <translation>Annunci della partita</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Bid a smudge</source>
        <translation>Dichiara cappotto</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Dichiara {bid}</translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation>non consentito ora</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>Your play in hand {n}</source>
        <translation>Il tuo gioco nella mano {n}</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
</context>
<context>
    <name>AnalysisList</name>
    <message>
        <source>None of your bids or cards cost half a point or more (one decision checked).</source>
        <translation>Nessuna tua licitazione o carta è costata mezzo punto o più (una decisione controllata).</translation>
    </message>
    <message numerus="yes">
        <source>None of your bids or cards cost half a point or more (%n decisions checked).</source>
        <translation>
            <numerusform>Nessuna tua licitazione o carta è costata mezzo punto o più (%n decisione controllata).</numerusform>
            <numerusform>Nessuna tua licitazione o carta è costata mezzo punto o più (%n decisioni controllate).</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>The table as it was before this decision</source>
        <translation>Il tavolo com&apos;era prima di questa decisione</translation>
    </message>
    <message>
        <source>Bidding: you said {played}; {best} was worth about +{cost} points.</source>
        <translation>Dichiarazione: hai detto {played}; {best} valeva circa +{cost} punti.</translation>
    </message>
    <message>
        <source>Naming trump: you named {played}; {best} were worth about +{cost} points.</source>
        <translation>Briscola: hai chiamato {played}; {best} valeva circa +{cost} punti.</translation>
    </message>
    <message>
        <source>Burning: you burned the {played}; the {best} was worth about +{cost} points.</source>
        <translation>Carte bruciate: hai bruciato {played}; {best} valeva circa +{cost} punti.</translation>
    </message>
    <message>
        <source>Your pitch: the {played}; the {best} was worth about +{cost} points.</source>
        <translation>La tua apertura: {played}; {best} valeva circa +{cost} punti.</translation>
    </message>
    <message>
        <source>Trick {trick}: you played the {played}; the {best} was worth about +{cost} points.</source>
        <translation>Presa {trick}: hai giocato {played}; {best} valeva circa +{cost} punti.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Pass (P)</source>
        <translation>Passo (P)</translation>
    </message>
    <message>
        <source>Smudge</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Take it ({bid})</source>
        <translation>La prendo ({bid})</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Bids a simple count in its best suit and wins with high cards.</source>
        <translation>Dichiara contando semplicemente il suo seme migliore e prende con le carte alte.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Plays out many deals of the hidden cards consistent with all it saw.</source>
        <translation>Gioca fino in fondo molte distribuzioni delle carte coperte coerenti con tutto ciò che ha visto.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Any legal action: for tests.</source>
        <translation>Una mossa lecita qualsiasi: per le prove.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Ingordo</translation>
    </message>
    <message>
        <source>A yardstick: bids its likely points and wins a trick when it can.</source>
        <translation>Un metro di paragone: dichiara i punti probabili e prende la presa quando può.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>A good club player: counts trumps, reads voids, protects Low and the Jack.</source>
        <translation>Un buon giocatore da circolo: conta le briscole, legge i semi mancanti, protegge la Bassa e il Fante.</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{bot} chooses it</source>
        <translation>{bot} la sceglie</translation>
    </message>
    <message>
        <source>name {suit}: it holds my best count</source>
        <translation>chiamo {suit}: è il seme in cui conto di più</translation>
    </message>
    <message>
        <source>bid {bid}: I count {count} points</source>
        <translation>dichiaro {bid}: conto {count} punti</translation>
    </message>
    <message>
        <source>pass: I count only {count} points</source>
        <translation>passo: conto solo {count} punti</translation>
    </message>
    <message>
        <source>the dealer is stuck: bid the least</source>
        <translation>il mazziere è obbligato: dichiaro il minimo</translation>
    </message>
    <message>
        <source>pitch my best suit with its highest card</source>
        <translation>apro nel mio seme migliore con la carta più alta</translation>
    </message>
    <message>
        <source>lead the ace of trump</source>
        <translation>gioco per primo l&apos;asso di briscola</translation>
    </message>
    <message>
        <source>lead high</source>
        <translation>apro con una carta alta</translation>
    </message>
    <message>
        <source>take it with a high card</source>
        <translation>prendo con una carta alta</translation>
    </message>
    <message>
        <source>follow low</source>
        <translation>rispondo basso</translation>
    </message>
    <message>
        <source>the only bid allowed</source>
        <translation>l&apos;unica dichiarazione ammessa</translation>
    </message>
    <message>
        <source>no deal fits the table; the first legal bid</source>
        <translation>nessuna distribuzione è compatibile con il tavolo; la prima dichiarazione lecita</translation>
    </message>
    <message>
        <source>{why}; the bid stays with my partner</source>
        <translation>{why}; la dichiarazione resta al mio compagno</translation>
    </message>
    <message>
        <source>smudge in {suit}: made in about {rate} of {samples} sampled deals</source>
        <translation>cappotto a {suit}: riuscito in circa {rate} delle {samples} distribuzioni simulate</translation>
    </message>
    <message>
        <source>bid {bid} in {suit}: made in about {rate} of {samples} sampled deals</source>
        <translation>dichiaro {bid} a {suit}: riuscita in circa {rate} delle {samples} distribuzioni simulate</translation>
    </message>
    <message>
        <source>{why}, {gain} points a hand against passing</source>
        <translation>{why}, {gain} punti a mano rispetto a passare</translation>
    </message>
    <message>
        <source>{why}; made, it wins the match</source>
        <translation>{why}; se riesce, vince la partita</translation>
    </message>
    <message>
        <source>{why}; the other side goes out if its bid stands</source>
        <translation>{why}; gli avversari chiudono la partita se la loro dichiarazione regge</translation>
    </message>
    <message>
        <source>pass: no bid of mine would win the auction in {samples} sampled deals</source>
        <translation>passo: nessuna mia dichiarazione vincerebbe la licitazione in {samples} distribuzioni simulate</translation>
    </message>
    <message>
        <source>pass: the best bid, {bid} in {suit}, is made in only about {rate} of {samples} sampled deals</source>
        <translation>passo: la dichiarazione migliore, {bid} a {suit}, riesce solo in circa {rate} delle {samples} distribuzioni simulate</translation>
    </message>
    <message>
        <source>pass: the best bid, {bid} in {suit}, would win the match but is made in only about {rate} of {samples} sampled deals; to win it as often as passing it needs {floor}</source>
        <translation>passo: la dichiarazione migliore, {bid} a {suit}, vincerebbe la partita ma riesce solo in circa {rate} delle {samples} distribuzioni simulate; per vincerla spesso quanto passando le serve {floor}</translation>
    </message>
    <message>
        <source>pass: the best bid, {bid} in {suit}, gains only {gain} points a hand over passing</source>
        <translation>passo: la dichiarazione migliore, {bid} a {suit}, guadagna solo {gain} punti a mano rispetto a passare</translation>
    </message>
    <message>
        <source>{card}: the only card that may be played</source>
        <translation>{card}: l&apos;unica carta che si può giocare</translation>
    </message>
    <message>
        <source>no deal fits the table; the first legal card</source>
        <translation>nessuna distribuzione è compatibile con il tavolo; la prima carta lecita</translation>
    </message>
    <message>
        <source>{why} (the search finds no better card)</source>
        <translation>{why} (la ricerca non trova una carta migliore)</translation>
    </message>
    <message>
        <source>{play}: {gain} points a hand over {other}</source>
        <translation>{play}: {gain} punti a mano rispetto a {other}</translation>
    </message>
    <message>
        <source>{why}; it wins {point} for my side in {more} more of {samples} sampled deals</source>
        <translation>{why}; fa vincere {point} alla mia squadra in {more} distribuzioni in più su {samples} simulate</translation>
    </message>
    <message>
        <source>{card}: the only card that may be burned</source>
        <translation>{card}: l&apos;unica carta che si può bruciare</translation>
    </message>
    <message>
        <source>no deal fits the table; my best suit</source>
        <translation>nessuna distribuzione si accorda al tavolo; il mio seme migliore</translation>
    </message>
    <message>
        <source>name {suit}: after the draw my bid is made in about {rate} of {samples} sampled deals</source>
        <translation>chiamo {suit}: dopo lo scarto faccio la mia dichiarazione in circa {rate} di {samples} distribuzioni simulate</translation>
    </message>
    <message>
        <source>burn {card}: {gain} points a hand over burning {other}</source>
        <translation>brucio {card}: {gain} punti a mano rispetto a bruciare {other}</translation>
    </message>
    <message>
        <source>High</source>
        <translation>l&apos;Alta</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>la Bassa</translation>
    </message>
    <message>
        <source>the Jack</source>
        <translation>il Fante</translation>
    </message>
    <message>
        <source>the Off-Jack</source>
        <translation>il Fante gemello</translation>
    </message>
    <message>
        <source>the Off-Ace</source>
        <translation>l&apos;Asso gemello</translation>
    </message>
    <message>
        <source>the Off-Three</source>
        <translation>il Tre gemello</translation>
    </message>
    <message>
        <source>the Off-Five</source>
        <translation>il Cinque gemello</translation>
    </message>
    <message>
        <source>the Big Joker</source>
        <translation>il Jolly grande</translation>
    </message>
    <message>
        <source>the Little Joker</source>
        <translation>il Jolly piccolo</translation>
    </message>
    <message>
        <source>the Ten</source>
        <translation>il Dieci</translation>
    </message>
    <message>
        <source>the Three</source>
        <translation>il Tre</translation>
    </message>
    <message>
        <source>the Five</source>
        <translation>il Cinque</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>il Gioco</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>gioco {card}</translation>
    </message>
    <message>
        <source>lead {card}</source>
        <translation>apro con {card}</translation>
    </message>
    <message>
        <source>{first} and {next}</source>
        <translation>{first} e {next}</translation>
    </message>
    <message>
        <source>{held} of {suit} (about {points} points)</source>
        <translation>{held} di {suit} (circa {points} punti)</translation>
    </message>
    <message>
        <source>discard {card}: I keep my {suit} and my high cards</source>
        <translation>scarto {card}: tengo le mie {suit} e le carte alte</translation>
    </message>
    <message>
        <source>burn {card}: every trump I may burn carries a point; it carries the least</source>
        <translation>brucio {card}: ogni briscola che posso bruciare porta un punto; questa ne porta meno</translation>
    </message>
    <message>
        <source>burn {card}: it carries no point; {home} stays home</source>
        <translation>brucio {card}: non porta punti; {home} resta a casa</translation>
    </message>
    <message>
        <source>burn {card}: it carries no point</source>
        <translation>brucio {card}: non porta punti</translation>
    </message>
    <message>
        <source>draw: throw what is not trump and take the rest of the stock</source>
        <translation>pesco: scarto ciò che non è briscola e prendo il resto del tallone</translation>
    </message>
    <message>
        <source>draw: throw what is not trump and draw back to six</source>
        <translation>pesco: scarto ciò che non è briscola e ripesco fino a sei</translation>
    </message>
    <message>
        <source>play {card}: the only card I may play</source>
        <translation>gioco {card}: l&apos;unica carta che posso giocare</translation>
    </message>
    <message>
        <source>lead {card}: nothing out can beat it</source>
        <translation>apro con {card}: nessuna carta in gioco la batte</translation>
    </message>
    <message>
        <source>take it with {card}, the cheapest trump that wins it</source>
        <translation>la prendo con {card}, la briscola più bassa che vince</translation>
    </message>
    <message>
        <source>smudge: {hand}, every trick is mine</source>
        <translation>cappotto: {hand}, tutte le prese sono mie</translation>
    </message>
    <message>
        <source>take the bid at {bid}, the least that wins: {hand}</source>
        <translation>prendo la dichiarazione a {bid}, il minimo che vince: {hand}</translation>
    </message>
    <message>
        <source>bid {bid}: {hand}</source>
        <translation>dichiaro {bid}: {hand}</translation>
    </message>
    <message>
        <source>pass: my partner holds the bid and I have {hand}</source>
        <translation>passo: la dichiarazione è del mio compagno e io ho {hand}</translation>
    </message>
    <message>
        <source>pass: {hand} is not enough</source>
        <translation>passo: {hand} non basta</translation>
    </message>
    <message>
        <source>stuck: bid {bid} on {hand}</source>
        <translation>obbligato: dichiaro {bid} con {hand}</translation>
    </message>
    <message>
        <source>name {suit}: {hand}</source>
        <translation>chiamo {suit}: {hand}</translation>
    </message>
    <message>
        <source>pitch {suit}: lead the ace of trump to draw trumps</source>
        <translation>briscola {suit}: apro con l&apos;asso di briscola per tirare le briscole</translation>
    </message>
    <message>
        <source>pitch {suit}: lead {card}, an opponent&apos;s short Jack may fall</source>
        <translation>briscola {suit}: apro con {card}, il fante di briscola poco protetto di un avversario può cadere</translation>
    </message>
    <message>
        <source>pitch {suit}: lead {card}, keeping {home} home</source>
        <translation>briscola {suit}: apro con {card}, tenendo al sicuro {home}</translation>
    </message>
    <message>
        <source>pitch {suit}: lead {card}, the cheapest middle trump</source>
        <translation>briscola {suit}: apro con {card}, la briscola di mezzo più economica</translation>
    </message>
    <message>
        <source>pitch {suit} with {card}</source>
        <translation>briscola {suit}, apro con {card}</translation>
    </message>
    <message>
        <source>lead {card}: an opponent&apos;s short Jack may fall under it</source>
        <translation>apro con {card}: il fante di briscola poco protetto di un avversario può cadervi sotto</translation>
    </message>
    <message>
        <source>lead the jack of trump: nothing out can beat it</source>
        <translation>apro con il fante di briscola: nessuna carta in gioco lo batte</translation>
    </message>
    <message>
        <source>lead {card} to draw trumps</source>
        <translation>apro con {card} per tirare le briscole</translation>
    </message>
    <message>
        <source>lead {card}: the opponents are out of trumps</source>
        <translation>apro con {card}: gli avversari non hanno più briscole</translation>
    </message>
    <message>
        <source>lead {card}, a card that gives away little</source>
        <translation>apro con {card}, una carta che regala poco</translation>
    </message>
    <message>
        <source>lead {card}, keeping {home} home</source>
        <translation>apro con {card}, tenendo al sicuro {home}</translation>
    </message>
    <message>
        <source>lead {card}, a trump that gives away little</source>
        <translation>apro con {card}, una briscola che regala poco</translation>
    </message>
    <message>
        <source>{card} is safe in my partner&apos;s trick: nothing beats it</source>
        <translation>{card} è al sicuro nella presa del mio compagno: niente lo batte</translation>
    </message>
    <message>
        <source>{card} banks Low: my side wins this trick anyway</source>
        <translation>{card} mette al sicuro la Bassa: la mia squadra vince comunque questa presa</translation>
    </message>
    <message>
        <source>give {card} to my partner&apos;s trick</source>
        <translation>do {card} alla presa del mio compagno</translation>
    </message>
    <message>
        <source>my partner has the trick: play {card}</source>
        <translation>la presa è del mio compagno: gioco {card}</translation>
    </message>
    <message>
        <source>{card} banks Low: this trick is mine anyway</source>
        <translation>{card} mette al sicuro la Bassa: questa presa è comunque mia</translation>
    </message>
    <message>
        <source>{card} is safe: no opponent still to play can take it</source>
        <translation>{card} è al sicuro: nessun avversario che deve ancora giocare può prenderlo</translation>
    </message>
    <message>
        <source>take the trick with {card}, keeping its points</source>
        <translation>prendo la presa con {card}, tenendone i punti</translation>
    </message>
    <message>
        <source>take the trick with {card}: no opponent to come can beat it</source>
        <translation>prendo la presa con {card}: nessun avversario dopo di me può batterla</translation>
    </message>
    <message>
        <source>fight for the points with {card}</source>
        <translation>mi batto per i punti con {card}</translation>
    </message>
    <message>
        <source>take the trick with {card} rather than give away {other}</source>
        <translation>prendo la presa con {card} invece di regalare {other}</translation>
    </message>
    <message>
        <source>play {card}: my partner may lose the trick, so give little</source>
        <translation>gioco {card}: il mio compagno può perdere la presa, quindi regalo poco</translation>
    </message>
    <message>
        <source>play {card}: cheapest card, though it may not hold the trick</source>
        <translation>gioco {card}: la carta più economica, anche se forse non tiene la presa</translation>
    </message>
    <message>
        <source>play {card}: the trick is lost, give nothing away</source>
        <translation>gioco {card}: la presa è persa, non regalo niente</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>A</source>
        <comment>corner index of an ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>K</source>
        <comment>corner index of a king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>corner index of a queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>J</source>
        <comment>corner index of a jack</comment>
        <translation>J</translation>
    </message>
</context>
<context>
    <name>CardsPlayedDialog</name>
    <message>
        <source>Cards played</source>
        <translation>Carte giocate</translation>
    </message>
    <message>
        <source>No card has been played yet in this hand.</source>
        <translation>In questa mano non è stata ancora giocata nessuna carta.</translation>
    </message>
    <message>
        <source>Burned face up: {cards}</source>
        <translation>Bruciate scoperte: {cards}</translation>
    </message>
    <message>
        <source>Out of play (you threw or drew them): {cards}</source>
        <translation>Fuori gioco (scartate o pescate da te): {cards}</translation>
    </message>
    <message>
        <source>{card} {name}</source>
        <translation>{card} {name}</translation>
    </message>
    <message>
        <source>{suit} (trump)</source>
        <translation>{suit} (briscola)</translation>
    </message>
    <message>
        <source>Played: {cards}</source>
        <translation>Giocate: {cards}</translation>
    </message>
    <message>
        <source>Played: none</source>
        <translation>Giocate: nessuna</translation>
    </message>
    <message>
        <source>In your hand: {cards}</source>
        <translation>In mano a te: {cards}</translation>
    </message>
    <message>
        <source>Not seen yet: {cards}</source>
        <translation>Non ancora viste: {cards}</translation>
    </message>
</context>
<context>
    <name>DayComparer</name>
    <message>
        <source>the computer players&apos; helper stopped</source>
        <translation>il processo dei giocatori del computer si è fermato</translation>
    </message>
    <message>
        <source>an error in the replay</source>
        <translation>un errore nella rigiocata</translation>
    </message>
</context>
<context>
    <name>DayResultDialog</name>
    <message>
        <source>Deal of the day {day}</source>
        <translation>Smazzata del giorno {day}</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>esperto</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Smazzata {n}</translation>
    </message>
    <message>
        <source>{diff} against {level}</source>
        <translation>{diff} contro {level}</translation>
    </message>
    <message>
        <source>the expert</source>
        <translation>l&apos;esperto</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>regole della casa</translation>
    </message>
    <message>
        <source>Pitch, deal of the day {day}, {rules}: {result}</source>
        <translation>Pitch, smazzata del giorno {day}, {rules}: {result}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Replaying your deals with the expert&apos;s play…</source>
        <translation>L&apos;esperto sta rigiocando le tue smazzate…</translation>
    </message>
    <message>
        <source>Save a challenge…</source>
        <translation>Salva una sfida…</translation>
    </message>
    <message>
        <source>{diff} against {name}, whose challenge this is</source>
        <translation>{diff} contro {name}, che ti ha lanciato questa sfida</translation>
    </message>
    <message>
        <source>Save a challenge</source>
        <translation>Salva una sfida</translation>
    </message>
    <message>
        <source>Pitch challenges (*.json);;All files (*)</source>
        <translation>Sfide di Pitch (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>{file} could not be written ({why}).</source>
        <translation>Non è stato possibile scrivere {file} ({why}).</translation>
    </message>
    <message>
        <source>Saved as {file}: a friend opens it with Game &gt; Open a challenge.</source>
        <translation>Salvata come {file}: un amico la apre con Partita &gt; Apri una sfida.</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <source>Cards to discard, face down: {n}</source>
        <translation>Carte da scartare, coperte: {n}</translation>
    </message>
    <message>
        <source>Chosen: {chosen} of {wanted}. Click a card (or Space) to choose it</source>
        <translation>Scelte: {chosen} di {wanted}. Fai clic su una carta (o Spazio) per sceglierla</translation>
    </message>
    <message>
        <source>Discard (Enter)</source>
        <translation>Scarta (Invio)</translation>
    </message>
</context>
<context>
    <name>DiskTrouble</name>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the disk or its folder is read-only</source>
        <translation>il disco o la sua cartella è di sola lettura</translation>
    </message>
    <message>
        <source>another program has locked it</source>
        <translation>un altro programma l&apos;ha bloccata</translation>
    </message>
    <message>
        <source>its folder or disk is missing</source>
        <translation>manca la sua cartella o il disco</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>it is a named pipe, not a file</source>
        <translation>è una pipe con nome, non un file</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>è un socket, non un file</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>è un dispositivo, non un file</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>non è un file normale</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{winner} win the match!</source>
        <translation>{winner} vincono la partita!</translation>
    </message>
    <message>
        <source>{winner} wins the match!</source>
        <translation>{winner} vince la partita!</translation>
    </message>
    <message>
        <source>One hand played, to {target}.</source>
        <translation>Una mano giocata, a {target}.</translation>
    </message>
    <message numerus="yes">
        <source>%n hands played, to {target}.</source>
        <translation>
            <numerusform>%n mano giocata, a {target}.</numerusform>
            <numerusform>%n mani giocate, a {target}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Licitazioni mantenute</translation>
    </message>
    <message>
        <source>Bids set back</source>
        <translation>Licitazioni andate sotto</translation>
    </message>
    <message>
        <source>No side scored in a hand of this match.</source>
        <translation>Nessuno ha segnato punti in una mano di questa partita.</translation>
    </message>
    <message>
        <source>Best hand: {side} scored {points:+d} in hand {n}.</source>
        <translation>Mano migliore: {side} {points:+d} nella mano {n}.</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Choose the players and rules of a new match</source>
        <translation>Scegli i giocatori e le regole di una nuova partita</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>The same players and rules, a fresh deal</source>
        <translation>Gli stessi giocatori e le stesse regole, carte nuove</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>Cronologia…</translation>
    </message>
    <message>
        <source>Replay the hands of this match and the ones before</source>
        <translation>Rivedi le mani di questa partita e di quelle precedenti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>HandHistory</name>
    <message>
        <source>Setback</source>
        <translation>Setback</translation>
    </message>
    <message>
        <source>Auction Pitch</source>
        <translation>Auction Pitch</translation>
    </message>
    <message>
        <source>Classic Pitch</source>
        <translation>Pitch classico</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} giocatori in {teams} squadre</translation>
    </message>
    <message>
        <source>{players} players, each for themselves</source>
        <translation>{players} giocatori, ognuno per sé</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>The record stops before the end of the hand.</source>
        <translation>La registrazione si ferma prima della fine della mano.</translation>
    </message>
    <message>
        <source>{side} {hand} (total {total})</source>
        <translation>{side} {hand} (totale {total})</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>{side} ha vinto la partita.</translation>
    </message>
    <message>
        <source>Choose a hand in the list to replay it.</source>
        <translation>Scegli una mano dall&apos;elenco per rivederla.</translation>
    </message>
</context>
<context>
    <name>HandReplay</name>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Alla distribuzione (Home)</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Presa</translation>
    </message>
    <message>
        <source>Back a trick (Page Up)</source>
        <translation>Indietro di una presa (Pag su)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Back a bid or card (Left)</source>
        <translation>Indietro di una licitazione o carta (Sinistra)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Forward a bid or card (Right)</source>
        <translation>Avanti di una licitazione o carta (Destra)</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Presa ▶▶</translation>
    </message>
    <message>
        <source>Forward a trick (Page Down)</source>
        <translation>Avanti di una presa (Pag giù)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Alla fine (Fine)</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Le tue decisioni</translation>
    </message>
    <message>
        <source>The breakdown of the hand shows here.</source>
        <translation>Qui compare il dettaglio della mano.</translation>
    </message>
    <message>
        <source>No hand chosen</source>
        <translation>Nessuna mano scelta</translation>
    </message>
    <message>
        <source>{title} · {step}</source>
        <translation>{title} · {step}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Passo {step} di {steps}</translation>
    </message>
    <message>
        <source>You deal; every hand is face up</source>
        <translation>Distribuisci tu; tutte le mani sono scoperte</translation>
    </message>
    <message>
        <source>{dealer} deals; every hand is face up</source>
        <translation>Distribuisce {dealer}; tutte le mani sono scoperte</translation>
    </message>
    <message>
        <source>{name}: pass</source>
        <translation>{name}: passo</translation>
    </message>
    <message>
        <source>{name}: bid {bid}</source>
        <translation>{name}: dichiara {bid}</translation>
    </message>
    <message>
        <source>{said}. Everyone passed: the hand is thrown in</source>
        <translation>{said}. Tutti hanno passato: la mano è annullata</translation>
    </message>
    <message>
        <source>{said}. You pitch at {bid}</source>
        <translation>{said}. Sei il dichiarante a {bid}</translation>
    </message>
    <message>
        <source>{said}. {pitcher} pitches at {bid}</source>
        <translation>{said}. {pitcher} è il dichiarante a {bid}</translation>
    </message>
    <message>
        <source>You lead the {card}</source>
        <translation>Apri con {card}</translation>
    </message>
    <message>
        <source>{name} leads the {card}</source>
        <translation>{name} apre con {card}</translation>
    </message>
    <message>
        <source>You pitch the {card}; {suit} are trump</source>
        <translation>Apri con {card}; briscola è {suit}</translation>
    </message>
    <message>
        <source>{name} pitches the {card}; {suit} are trump</source>
        <translation>{name} apre con {card}; briscola è {suit}</translation>
    </message>
    <message>
        <source>You play the {card}</source>
        <translation>Giochi {card}</translation>
    </message>
    <message>
        <source>{name} plays the {card}</source>
        <translation>{name} gioca {card}</translation>
    </message>
    <message>
        <source>{words}; you take the trick</source>
        <translation>{words}; prendi tu la presa</translation>
    </message>
    <message>
        <source>{words}; {winner} takes the trick</source>
        <translation>{words}; la presa va a {winner}</translation>
    </message>
    <message>
        <source>Trick {trick}: {words}</source>
        <translation>Presa {trick}: {words}</translation>
    </message>
    <message>
        <source>{words}. The hand is over</source>
        <translation>{words}. La mano è finita</translation>
    </message>
    <message>
        <source>{name} discards a card, face down</source>
        <translation>{name} scarta una carta, coperta</translation>
    </message>
    <message>
        <source>You discard the {card}, face down</source>
        <translation>Scarti {card}, coperta</translation>
    </message>
    <message>
        <source>{name} discards the {card}, face down</source>
        <translation>{name} scarta {card}, coperta</translation>
    </message>
    <message>
        <source>You name {suit} trump</source>
        <translation>Chiami {suit} come briscola</translation>
    </message>
    <message>
        <source>{name} names {suit} trump</source>
        <translation>{name} chiama {suit} come briscola</translation>
    </message>
    <message>
        <source>You hold more than six trumps and burn the {card}</source>
        <translation>Hai più di sei briscole e bruci {card}</translation>
    </message>
    <message>
        <source>{name} holds more than six trumps and burns the {card}</source>
        <translation>{name} ha più di sei briscole e brucia {card}</translation>
    </message>
    <message>
        <source>You throw {thrown}, take the rest of the stock ({drawn}) and keep {kept}</source>
        <translation>Scarti {thrown}, prendi il resto del tallone ({drawn}) e ne tieni {kept}</translation>
    </message>
    <message>
        <source>{name} throws {thrown}, takes the rest of the stock ({drawn}) and keeps {kept}</source>
        <translation>{name} scarta {thrown}, prende il resto del tallone ({drawn}) e ne tiene {kept}</translation>
    </message>
    <message>
        <source>You throw {thrown}, draw {drawn} and keep {kept}</source>
        <translation>Scarti {thrown}, peschi {drawn} e ne tieni {kept}</translation>
    </message>
    <message>
        <source>{name} throws {thrown}, draws {drawn} and keeps {kept}</source>
        <translation>{name} scarta {thrown}, pesca {drawn} e ne tiene {kept}</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Tutti hanno passato: la mano è annullata.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>te</translation>
    </message>
    <message>
        <source>You bid {bid} and made it:</source>
        <translation>Hai dichiarato {bid} e l&apos;hai fatta:</translation>
    </message>
    <message>
        <source>{pitcher} bid {bid} and made it:</source>
        <translation>{pitcher} ha dichiarato {bid} e l&apos;ha fatta:</translation>
    </message>
    <message>
        <source>{side} score {points:+d}</source>
        <translation>{side} segnano {points:+d}</translation>
    </message>
    <message>
        <source>You bid {bid} and won {won}:</source>
        <translation>Hai dichiarato {bid} e ne hai vinti {won}:</translation>
    </message>
    <message>
        <source>{pitcher} bid {bid} and won {won}:</source>
        <translation>{pitcher} ha dichiarato {bid} e ne ha vinti {won}:</translation>
    </message>
    <message>
        <source>{side} set back {points:+d}</source>
        <translation>{side} vanno sotto di {points:+d}</translation>
    </message>
    <message>
        <source>{counts}: a tie</source>
        <translation>{counts}: pareggio</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>non in gioco</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>non distribuito</translation>
    </message>
    <message>
        <source>{card}, held by you</source>
        <translation>{card}, in mano tua</translation>
    </message>
    <message>
        <source>{card}, taken by you</source>
        <translation>{card}, preso da te</translation>
    </message>
    <message>
        <source>{card}, held by {name}</source>
        <translation>{card}, in mano a {name}</translation>
    </message>
    <message>
        <source>{card}, taken by {name}</source>
        <translation>{card}, preso da {name}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{award} ({worth})</source>
        <translation>{award} ({worth})</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>Playing to {target}.</source>
        <translation>Si gioca a {target}.</translation>
    </message>
    <message>
        <source>Continue (Space)</source>
        <translation>Continua (Spazio)</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The hand history cannot be kept ({why}).</source>
        <translation>Non si può tenere la cronologia delle mani ({why}).</translation>
    </message>
    <message>
        <source>The hand history could not be read ({why}) nor moved aside; hands are not being kept.</source>
        <translation>Non è stato possibile leggere la cronologia delle mani ({why}) né metterla da parte; le mani non vengono salvate.</translation>
    </message>
    <message>
        <source>The hand history could not be read ({why}); it was kept as {file} and a new one was started.</source>
        <translation>Non è stato possibile leggere la cronologia delle mani ({why}); è stata conservata come {file} e ne è stata iniziata una nuova.</translation>
    </message>
    <message>
        <source>The hand history is locked by another program ({why}).</source>
        <translation>La cronologia delle mani è bloccata da un altro programma ({why}).</translation>
    </message>
    <message>
        <source>not a readable database: {why}</source>
        <translation>non è un database leggibile: {why}</translation>
    </message>
    <message>
        <source>it was written by a newer version of Pitch</source>
        <translation>è stata scritta da una versione più recente di Pitch</translation>
    </message>
    <message>
        <source>it is not a hand history</source>
        <translation>non è una cronologia delle mani</translation>
    </message>
    <message>
        <source>its tables are missing</source>
        <translation>mancano le sue tabelle</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>è danneggiata</translation>
    </message>
    <message>
        <source>its journal cannot be kept</source>
        <translation>il suo giornale non può essere tenuto</translation>
    </message>
    <message>
        <source>The hand history could not be written ({why}).</source>
        <translation>Non è stato possibile scrivere la cronologia delle mani ({why}).</translation>
    </message>
    <message>
        <source>The hand history could not be read ({why}).</source>
        <translation>Non è stato possibile leggere la cronologia delle mani ({why}).</translation>
    </message>
    <message>
        <source>That match is no longer in the history.</source>
        <translation>Quella partita non è più nella cronologia.</translation>
    </message>
    <message>
        <source>The record of that match is damaged.</source>
        <translation>La registrazione di quella partita è danneggiata.</translation>
    </message>
    <message>
        <source>The record of that match is damaged ({why}).</source>
        <translation>La registrazione di quella partita è danneggiata ({why}).</translation>
    </message>
    <message>
        <source>That hand is no longer in the history.</source>
        <translation>Quella mano non è più nella cronologia.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Cronologia delle mani</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Open from file…</source>
        <translation>Apri da file…</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Esporta la mano…</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Esporta la partita…</translation>
    </message>
    <message>
        <source>No hands yet: every finished hand is kept here.</source>
        <translation>Ancora nessuna mano: qui si conserva ogni mano finita.</translation>
    </message>
    <message>
        <source>{side} won: {scores}</source>
        <translation>Ha vinto {side}: {scores}</translation>
    </message>
    <message>
        <source>{result} (practice)</source>
        <translation>{result} (allenamento)</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>Da un file</translation>
    </message>
    <message>
        <source>Unfinished: {scores} after one hand</source>
        <translation>Non finita: {scores} dopo una mano</translation>
    </message>
    <message numerus="yes">
        <source>Unfinished: {scores} after %n hands</source>
        <translation>
            <numerusform>Non finita: {scores} dopo %n mano</numerusform>
            <numerusform>Non finita: {scores} dopo %n mani</numerusform>
        </translation>
    </message>
    <message>
        <source>{result} (with friends)</source>
        <translation>{result} (con gli amici)</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>una mano</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>non finita</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>{name} bid {bid}</source>
        <translation>{name} ha dichiarato {bid}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>fatta</translation>
    </message>
    <message>
        <source>set back</source>
        <translation>va sotto</translation>
    </message>
    <message>
        <source>Pitch records (*.json);;All files (*)</source>
        <translation>Registrazioni di Pitch (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open a hand or match</source>
        <translation>Apri una mano o una partita</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Esporta la mano</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>Esporta la partita</translation>
    </message>
    <message>
        <source>{file} cannot be opened ({why}).</source>
        <translation>{file} non si può aprire ({why}).</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>non è testo</translation>
    </message>
    <message>
        <source>{file} is not a hand or match Pitch can replay ({why}).</source>
        <translation>{file} non è una mano o una partita che Pitch possa rivedere ({why}).</translation>
    </message>
    <message>
        <source>{file} holds no hands.</source>
        <translation>{file} non contiene mani.</translation>
    </message>
    <message>
        <source>{file} was opened: choose a hand to replay it.</source>
        <translation>{file} è stato aperto: scegli una mano per rivederla.</translation>
    </message>
    <message>
        <source>{file} could not be written ({why}).</source>
        <translation>Non è stato possibile scrivere {file} ({why}).</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Salvato come {file}.</translation>
    </message>
    <message>
        <source>{file} is a friend&apos;s challenge: Game &gt; Open a challenge plays its deals.</source>
        <translation>{file} è la sfida di un amico: Partita &gt; Apri una sfida ne gioca le smazzate.</translation>
    </message>
    <message>
        <source>Deal of the day {day}: {against} ({result})</source>
        <translation>Smazzata del giorno {day}: {against} ({result})</translation>
    </message>
    <message>
        <source>Deal of the day {day}: {result}</source>
        <translation>Smazzata del giorno {day}: {result}</translation>
    </message>
    <message>
        <source>{difference} against standard</source>
        <translation>{difference} contro il livello standard</translation>
    </message>
    <message>
        <source>{difference} against the expert</source>
        <translation>{difference} contro l&apos;esperto</translation>
    </message>
</context>
<context>
    <name>HistoryRecorder</name>
    <message>
        <source>{problem}; your hands are kept and go into it as soon as it can be written.</source>
        <translation>{problem}; le tue mani sono conservate ed entreranno nella cronologia appena sarà possibile scriverla.</translation>
    </message>
    <message>
        <source>A hand could not be added to the history ({why}).</source>
        <translation>Non è stato possibile aggiungere una mano alla cronologia ({why}).</translation>
    </message>
    <message>
        <source>The hands kept while the history could not be written are in it now.</source>
        <translation>Le mani conservate mentre la cronologia non si poteva scrivere ora sono dentro.</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Anyone with the invite code may watch</source>
        <translation>Chiunque abbia il codice d&apos;invito può guardare</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Ospita un tavolo</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Si gioca a</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Il tuo posto</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Il tavolo di {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nome del tavolo</translation>
    </message>
    <message>
        <source>A new table</source>
        <translation>Un tavolo nuovo</translation>
    </message>
    <message>
        <source>{table}: go on with its match</source>
        <translation>{table}: continua la sua partita</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>A computer player plays a turn that takes longer than this</source>
        <translation>Un giocatore del computer gioca un turno che dura più di così</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Tempo per turno</translation>
    </message>
    <message>
        <source>Players may chat</source>
        <translation>I giocatori possono chattare</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>I giocatori possono chiedere suggerimenti</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>Fai trovare il tavolo ai giocatori di questa rete</translation>
    </message>
    <message>
        <source>Undo is off at a table with friends: it would show cards already seen. Friends join with the invite code shown next.</source>
        <translation>Al tavolo con gli amici non si può annullare: mostrerebbe carte già viste. Gli amici entrano con il codice d&apos;invito mostrato dopo.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ospita</translation>
    </message>
    <message>
        <source>Give your name.</source>
        <translation>Scrivi il tuo nome.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>See the table without a seat: no cards of anyone&apos;s, the chat to read</source>
        <translation>Vedi il tavolo senza un posto: nessuna carta di nessuno, la chat da leggere</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Siediti a un tavolo</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Cerco tavoli in questa rete…</translation>
    </message>
    <message>
        <source>192.168.1.20, or wss://pitch.example.org</source>
        <translation>192.168.1.20, oppure wss://pitch.example.org</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Codice d&apos;invito</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>The first free seat</source>
        <translation>Il primo posto libero</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>A table at a ws:// address is not encrypted: others on the network can read what it sends you, your own cards included. A server on the internet should use wss://.</source>
        <translation>Un tavolo a un indirizzo ws:// non è cifrato: altri nella rete possono leggere ciò che ti invia, comprese le tue carte. Un server su internet dovrebbe usare wss://.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Siediti</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tavoli in questa rete</translation>
    </message>
    <message>
        <source>{table}: your seat as {name}</source>
        <translation>{table}: il tuo posto come {name}</translation>
    </message>
    <message>
        <source>Tables on this network cannot be heard here.</source>
        <translation>Da qui non si sentono i tavoli di questa rete.</translation>
    </message>
    <message>
        <source>That is not an invite code: it has four groups of four letters and digits, like {code}.</source>
        <translation>Questo non è un codice d&apos;invito: ha quattro gruppi di quattro lettere e cifre, come {code}.</translation>
    </message>
    <message>
        <source>Give your name.</source>
        <translation>Scrivi il tuo nome.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>The table</source>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Invite code: read it to your friends, or send it</source>
        <translation>Codice d&apos;invito: leggilo ai tuoi amici, o mandaglielo</translation>
    </message>
    <message>
        <source>{table}: {n} players</source>
        <translation>{table}: {n} giocatori</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source>away</source>
        <translation>assente</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>un amico</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>chi ospita</translation>
    </message>
    <message>
        <source>open: a computer player</source>
        <translation>libero: un giocatore del computer</translation>
    </message>
    <message>
        <source>Start when everyone is seated: open seats get computer players.</source>
        <translation>Inizia quando tutti sono seduti: ai posti liberi siedono giocatori del computer.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Si aspetta che chi ospita inizi la partita…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>You call the {card}: whoever holds it is your partner</source>
        <translation>Chiami {card}: chi la tiene è il tuo compagno</translation>
    </message>
    <message>
        <source>{name} calls the {card}: whoever holds it is the partner</source>
        <translation>{name} chiama {card}: chi la tiene è il compagno</translation>
    </message>
    <message>
        <source>You are {pitcher}&apos;s partner</source>
        <translation>Sei il compagno di {pitcher}</translation>
    </message>
    <message>
        <source>{partner} is your partner</source>
        <translation>{partner} è il tuo compagno</translation>
    </message>
    <message>
        <source>{partner} is {pitcher}&apos;s partner</source>
        <translation>{partner} è il compagno di {pitcher}</translation>
    </message>
    <message>
        <source>{name} robs the pack: a card, face down</source>
        <translation>{name} ruba il mazzo: una carta, coperta</translation>
    </message>
    <message>
        <source>You rob the pack: the {card}, face up</source>
        <translation>Rubi il mazzo: {card}, scoperta</translation>
    </message>
    <message>
        <source>{name} robs the pack: the {card}, face up</source>
        <translation>{name} ruba il mazzo: {card}, scoperta</translation>
    </message>
    <message>
        <source>You rob the pack: the {card}, face down</source>
        <translation>Rubi il mazzo: {card}, coperta</translation>
    </message>
    <message>
        <source>{name} robs the pack: the {card}, face down</source>
        <translation>{name} ruba il mazzo: {card}, coperta</translation>
    </message>
    <message>
        <source>{words}; {n} to go</source>
        <translation>{words}; ne mancano {n}</translation>
    </message>
    <message>
        <source>{words}. {news}</source>
        <translation>{words}. {news}</translation>
    </message>
    <message>
        <source>You take the rest of the stock: {drawn}</source>
        <translation>Prendi il resto del tallone: {drawn}</translation>
    </message>
    <message>
        <source>{name} takes the rest of the stock: {drawn}</source>
        <translation>{name} prende il resto del tallone: {drawn}</translation>
    </message>
    <message>
        <source>Call your partner</source>
        <translation>Chiama il tuo compagno</translation>
    </message>
    <message>
        <source>Whoever holds the trump you call plays with you this hand</source>
        <translation>Chi tiene la briscola che chiami gioca con te in questa mano</translation>
    </message>
    <message>
        <source>First call your partner, in the panel above your cards</source>
        <translation>Prima chiama il tuo compagno, nel riquadro sopra le tue carte</translation>
    </message>
    <message>
        <source>Hint: call the {card}. {reason}.</source>
        <translation>Suggerimento: chiama {card}. {reason}.</translation>
    </message>
    <message>
        <source>Hint: throw the {card}. {reason}.</source>
        <translation>Suggerimento: scarta {card}. {reason}.</translation>
    </message>
    <message>
        <source>Burn the {card}?</source>
        <translation>Bruciare {card}?</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Pitch</translation>
    </message>
    <message>
        <source>Claimed: the rest of the tricks are yours</source>
        <translation>Dichiarato: le prese rimaste sono tue</translation>
    </message>
    <message>
        <source>A claim is for when your cards surely take every trick left.</source>
        <translation>Si dichiara quando le tue carte prendono di sicuro tutte le prese rimaste.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Cosa fare ora</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Deal of the &amp;day…</source>
        <translation>S&amp;mazzata del giorno…</translation>
    </message>
    <message>
        <source>Ho&amp;st a table…</source>
        <translation>O&amp;spita un tavolo…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Sie&amp;diti a un tavolo…</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Rivedi la mano</translation>
    </message>
    <message>
        <source>&amp;Cards played</source>
        <translation>&amp;Carte giocate</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>Review your &amp;play</source>
        <translation>Rivedi il tuo &amp;gioco</translation>
    </message>
    <message>
        <source>&amp;Undo your last move</source>
        <translation>&amp;Annulla l&apos;ultima mossa</translation>
    </message>
    <message>
        <source>C&amp;laim the rest</source>
        <translation>Dichiara &amp;le prese rimaste</translation>
    </message>
    <message>
        <source>Show a hint at &amp;every turn</source>
        <translation>Mostra un suggerimento a &amp;ogni turno</translation>
    </message>
    <message>
        <source>Play the last card by &amp;itself</source>
        <translation>Gioca da sola l&apos;&amp;ultima carta</translation>
    </message>
    <message>
        <source>&amp;Pause after each trick</source>
        <translation>&amp;Pausa dopo ogni presa</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Cronologia delle mani…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Open hand or match from file…</source>
        <translation>Apri &amp;mano o partita da file…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Pr&amp;eferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Velocità</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>Colore del &amp;tavolo</translation>
    </message>
    <message>
        <source>Score &amp;pad</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules of this match</source>
        <translation>&amp;Regole di questa partita</translation>
    </message>
    <message>
        <source>&amp;About pitch-desktop…</source>
        <translation>&amp;Informazioni su pitch-desktop…</translation>
    </message>
    <message>
        <source>The new language applies when Pitch next starts.</source>
        <translation>La nuova lingua vale dal prossimo avvio di Pitch.</translation>
    </message>
    <message>
        <source>The saved match could not be resumed ({why}); it was kept as {file}.</source>
        <translation>Non è stato possibile riprendere la partita salvata ({why}); è stata conservata come {file}.</translation>
    </message>
    <message>
        <source>Your match was resumed where it stopped: hand {n}, score {scores}.</source>
        <translation>La partita riprende da dove si era fermata: mano {n}, punteggio {scores}.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Abandon this match?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribuzione…</translation>
    </message>
    <message>
        <source>Hand {n}: {dealer} deals</source>
        <translation>Mano {n}: distribuisce {dealer}</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Dichiara le prese rimaste</translation>
    </message>
    <message>
        <source>Your cards take every trick left: play them out (C)</source>
        <translation>Le tue carte prendono tutte le prese rimaste: giocale subito (C)</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Il suggerimento è per il tuo turno.</translation>
    </message>
    <message>
        <source>Hint: name {suit} trump. {reason}.</source>
        <translation>Suggerimento: chiama {suit} come briscola. {reason}.</translation>
    </message>
    <message>
        <source>Hint: {bid}. {reason}.</source>
        <translation>Suggerimento: {bid}. {reason}.</translation>
    </message>
    <message>
        <source>Hint: burn the {card}. {reason}.</source>
        <translation>Suggerimento: brucia {card}. {reason}.</translation>
    </message>
    <message>
        <source>Hint: the {card}. {reason}.</source>
        <translation>Suggerimento: {card}. {reason}.</translation>
    </message>
    <message>
        <source>Nothing to take back in this hand.</source>
        <translation>Niente da annullare in questa mano.</translation>
    </message>
    <message>
        <source>Taken back: your move again.</source>
        <translation>Annullato: tocca di nuovo a te.</translation>
    </message>
    <message>
        <source>Hints and undo make this a practice match: it stays out of your statistics.</source>
        <translation>Suggerimenti e annullamenti rendono questa partita un allenamento: resta fuori dalle statistiche.</translation>
    </message>
    <message numerus="yes">
        <source>Hand {n}: %n of your decisions cost half a point or more; Game &gt; Review your play shows them.</source>
        <translation>
            <numerusform>Mano {n}: %n tua decisione è costata mezzo punto o più; Partita &gt; Rivedi il tuo gioco la mostra.</numerusform>
            <numerusform>Mano {n}: %n tue decisioni sono costate mezzo punto o più; Partita &gt; Rivedi il tuo gioco le mostra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last hand is still being analysed…</source>
        <translation>La tua ultima mano è ancora in analisi…</translation>
    </message>
    <message>
        <source>Play a hand first: then its analysis shows here.</source>
        <translation>Gioca prima una mano: poi la sua analisi appare qui.</translation>
    </message>
    <message>
        <source>{name}, it is your turn</source>
        <translation>{name}, tocca a te</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>Name trump</source>
        <translation>Chiama la briscola</translation>
    </message>
    <message>
        <source>High bid: {bid} by {name}</source>
        <translation>Licitazione più alta: {bid}, di {name}</translation>
    </message>
    <message>
        <source>No bids yet</source>
        <translation>Ancora nessuna licitazione</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>La tua licitazione</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>{said}. Your cards take every trick left: claim the rest (C)</source>
        <translation>{said}. Le tue carte prendono tutte le prese rimaste: dichiarale (C)</translation>
    </message>
    <message>
        <source>{said}. Click the table or press Space to go on</source>
        <translation>{said}. Fai clic sul tavolo o premi Spazio per continuare</translation>
    </message>
    <message>
        <source>Hand {n}: you deal</source>
        <translation>Mano {n}: distribuisci tu</translation>
    </message>
    <message>
        <source>You pitch at {bid}</source>
        <translation>Sei il dichiarante a {bid}</translation>
    </message>
    <message>
        <source>{name} pitches at {bid}</source>
        <translation>{name} è il dichiarante a {bid}</translation>
    </message>
    <message>
        <source>{words}. {kitty}</source>
        <translation>{words}. {kitty}</translation>
    </message>
    <message>
        <source>You take the kitty</source>
        <translation>Prendi il monte</translation>
    </message>
    <message>
        <source>{name} takes the kitty</source>
        <translation>{name} prende il monte</translation>
    </message>
    <message>
        <source>You take the kitty and discard {n}</source>
        <translation>Prendi il monte e ne scarti {n}</translation>
    </message>
    <message>
        <source>{name} takes the kitty and discards {n}</source>
        <translation>{name} prende il monte e ne scarta {n}</translation>
    </message>
    <message>
        <source>You discard the {card}</source>
        <translation>Scarti {card}</translation>
    </message>
    <message>
        <source>{name} discards a card face down; {n} to go</source>
        <translation>{name} scarta una carta coperta; ne mancano {n}</translation>
    </message>
    <message>
        <source>{name} has discarded, face down</source>
        <translation>{name} ha scartato, coperto</translation>
    </message>
    <message>
        <source>You name {suit} trump</source>
        <translation>Chiami {suit} come briscola</translation>
    </message>
    <message>
        <source>{name} names {suit} trump</source>
        <translation>{name} chiama {suit} come briscola</translation>
    </message>
    <message>
        <source>You throw {thrown}; nothing is left in the stock</source>
        <translation>Scarti {thrown}; nel tallone non resta nulla</translation>
    </message>
    <message>
        <source>{name} throws {thrown}; nothing is left in the stock</source>
        <translation>{name} scarta {thrown}; nel tallone non resta nulla</translation>
    </message>
    <message>
        <source>You throw {thrown} and take the rest of the stock: {drawn}</source>
        <translation>Scarti {thrown} e prendi il resto del tallone: {drawn}</translation>
    </message>
    <message>
        <source>{name} throws {thrown} and takes the rest of the stock: {drawn}</source>
        <translation>{name} scarta {thrown} e prende il resto del tallone: {drawn}</translation>
    </message>
    <message>
        <source>You throw {thrown} and draw {drawn}</source>
        <translation>Scarti {thrown} e peschi {drawn}</translation>
    </message>
    <message>
        <source>{name} throws {thrown} and draws {drawn}</source>
        <translation>{name} scarta {thrown} e pesca {drawn}</translation>
    </message>
    <message>
        <source>{words}; not trump, so out at once: {dead}</source>
        <translation>{words}; non di briscola, quindi subito fuori: {dead}</translation>
    </message>
    <message>
        <source>You burn the {card}</source>
        <translation>Bruci {card}</translation>
    </message>
    <message>
        <source>{name} burns the {card}</source>
        <translation>{name} brucia {card}</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Prendi tu la presa</translation>
    </message>
    <message>
        <source>{name} takes the trick</source>
        <translation>La presa va a {name}</translation>
    </message>
    <message>
        <source>See the result (Space)</source>
        <translation>Vedi il risultato (Spazio)</translation>
    </message>
    <message>
        <source>Hand over: press Space to continue</source>
        <translation>Mano finita: premi Spazio per continuare</translation>
    </message>
    <message>
        <source>{scores} · to {target}</source>
        <translation>{scores} · a {target}</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn</source>
        <translation>Aspetta: tocca a {name}</translation>
    </message>
    <message>
        <source>First name trump, in the panel above your cards</source>
        <translation>Prima chiama la briscola, nel riquadro sopra le tue carte</translation>
    </message>
    <message>
        <source>First bid or pass, in the panel above your cards</source>
        <translation>Prima dichiara o passa, nel riquadro sopra le tue carte</translation>
    </message>
    <message>
        <source>That is all of them: click a chosen card to put it back</source>
        <translation>Sono tutte: fai clic su una carta scelta per rimetterla</translation>
    </message>
    <message>
        <source>Play the {card}?</source>
        <translation>Giocare {card}?</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand</source>
        <translation>In questa mano non si è ancora giocata nessuna presa</translation>
    </message>
    <message>
        <source>Quit Pitch? This match is saved and resumes when you come back.</source>
        <translation>Uscire da Pitch? La partita è salvata e riprende quando torni.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Pitch was started again: this is the game already open.</source>
        <translation>Pitch è stato avviato di nuovo: questo è il gioco già aperto.</translation>
    </message>
    <message>
        <source>Your day could not be compared with the expert&apos;s play ({why}).</source>
        <translation>Non è stato possibile confrontare la tua giornata con il gioco dell&apos;esperto ({why}).</translation>
    </message>
    <message>
        <source>The deals of the day are played.</source>
        <translation>Le smazzate del giorno sono state giocate.</translation>
    </message>
    <message>
        <source>Open a challen&amp;ge…</source>
        <translation>Apri una s&amp;fida…</translation>
    </message>
    <message>
        <source>Open a challenge</source>
        <translation>Apri una sfida</translation>
    </message>
    <message>
        <source>Pitch challenges (*.json);;All files (*)</source>
        <translation>Sfide di Pitch (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>{name}&apos;s challenge: the deals of {day}, in {name}&apos;s seat.</source>
        <translation>La sfida di {name}: le smazzate del {day}, al posto di {name}.</translation>
    </message>
    <message>
        <source>{file} cannot be played as a challenge ({why}).</source>
        <translation>{file} non si può giocare come sfida ({why}).</translation>
    </message>
    <message>
        <source>it names a computer level this game does not have: {level}</source>
        <translation>indica un livello del computer che questo gioco non ha: {level}</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>Call your partner: a trump you do not hold</source>
        <translation>Chiama il tuo compagno: una briscola che non hai</translation>
    </message>
    <message>
        <source>Rob the pack: throw a card, down to six: {n} to go</source>
        <translation>Ruba il mazzo: scarta una carta, fino a restare con sei: ne mancano {n}</translation>
    </message>
    <message>
        <source>That is neither a bid nor a card.</source>
        <translation>Non è né una licitazione né una carta.</translation>
    </message>
    <message>
        <source>No match is in play.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>The match has been stopped.</source>
        <translation>La partita è stata fermata.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The hand is over: continue to deal the next one.</source>
        <translation>La mano è finita: continua per distribuire la prossima.</translation>
    </message>
    <message>
        <source>Wait for the cards to be dealt.</source>
        <translation>Aspetta che le carte siano distribuite.</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to play.</source>
        <translation>Non tocca a te: gioca {name}.</translation>
    </message>
    <message>
        <source>Wait a moment: the table is still moving.</source>
        <translation>Un momento: il tavolo si sta ancora muovendo.</translation>
    </message>
    <message>
        <source>Playing out your claim</source>
        <translation>Si gioca la tua dichiarazione</translation>
    </message>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} sta pensando</translation>
    </message>
    <message>
        <source>Name trump</source>
        <translation>Chiama la briscola</translation>
    </message>
    <message>
        <source>You took the kitty: cards to discard, face down: {n}</source>
        <translation>Hai preso il monte: carte da scartare, coperte: {n}</translation>
    </message>
    <message>
        <source>You hold more than six trumps: burn one</source>
        <translation>Hai più di sei briscole: bruciane una</translation>
    </message>
    <message>
        <source>Lead a trump</source>
        <translation>Apri con una briscola</translation>
    </message>
    <message>
        <source>Play a trump</source>
        <translation>Gioca una briscola</translation>
    </message>
    <message>
        <source>{name} took too long to think, so the computer players were restarted.</source>
        <translation>{name} ci ha messo troppo a pensare, quindi i giocatori del computer sono stati riavviati.</translation>
    </message>
    <message>
        <source>{name} could not decide in time, so a safe move was made for them.</source>
        <translation>{name} non ha deciso in tempo, quindi è stata fatta per lui una mossa sicura.</translation>
    </message>
    <message>
        <source>The computer players&apos; helper stopped, so it was restarted.</source>
        <translation>Il processo dei giocatori del computer si è fermato ed è stato riavviato.</translation>
    </message>
    <message>
        <source>{name} made a mistake, so a safe move was made for them.</source>
        <translation>{name} ha commesso un errore, quindi è stata fatta per lui una mossa sicura.</translation>
    </message>
    <message>
        <source>You are stuck: bid at least {bid}</source>
        <translation>Sei obbligato: dichiara almeno {bid}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>La tua licitazione</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <source>This match cannot be saved ({why}); it goes on unsaved.</source>
        <translation>Questa partita non si può salvare ({why}); continua senza salvataggio.</translation>
    </message>
</context>
<context>
    <name>NamePanel</name>
    <message>
        <source>Trumps you would keep: {counts}</source>
        <translation>Briscole che terresti: {counts}</translation>
    </message>
    <message>
        <source>Name {suit} trump</source>
        <translation>Chiama {suit} come briscola</translation>
    </message>
    <message>
        <source>{words} (key {key})</source>
        <translation>{words} (tasto {key})</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>The host does not let anyone watch this table.</source>
        <translation>L&apos;host non permette a nessuno di guardare questo tavolo.</translation>
    </message>
    <message>
        <source>As many people watch this table as may: try again later.</source>
        <translation>Questo tavolo ha già tutti gli spettatori ammessi: riprova più tardi.</translation>
    </message>
    <message>
        <source>You are watching this table: only its players do that.</source>
        <translation>Stai guardando questo tavolo: solo i suoi giocatori possono farlo.</translation>
    </message>
    <message>
        <source>The table has {n} seats: choose one of seats 1 to {n}.</source>
        <translation>Il tavolo ha {n} posti: scegli uno dei posti da 1 a {n}.</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>il server si è fermato</translation>
    </message>
    <message>
        <source>the seat was taken up by another connection</source>
        <translation>il posto è stato ripreso da un&apos;altra connessione</translation>
    </message>
    <message>
        <source>this computer read the table too slowly</source>
        <translation>questo computer leggeva il tavolo troppo lentamente</translation>
    </message>
    <message>
        <source>the server has too many players just now</source>
        <translation>il server ha troppi giocatori in questo momento</translation>
    </message>
    <message>
        <source>the server could not understand this app</source>
        <translation>il server non ha capito questa app</translation>
    </message>
    <message>
        <source>No table has this invite code: check it with the host.</source>
        <translation>Nessun tavolo ha questo codice d&apos;invito: controllalo con chi ospita.</translation>
    </message>
    <message>
        <source>That seat is no longer yours at this table.</source>
        <translation>Quel posto non è più tuo a questo tavolo.</translation>
    </message>
    <message>
        <source>That seat is taken: choose another.</source>
        <translation>Quel posto è occupato: scegline un altro.</translation>
    </message>
    <message>
        <source>The table has no free seat.</source>
        <translation>Il tavolo non ha posti liberi.</translation>
    </message>
    <message>
        <source>The match at this table has started: only its players rejoin.</source>
        <translation>La partita a questo tavolo è iniziata: possono rientrare solo i suoi giocatori.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Può farlo solo chi ospita.</translation>
    </message>
    <message>
        <source>The table server is full: try again later.</source>
        <translation>Il server dei tavoli è pieno: riprova più tardi.</translation>
    </message>
    <message>
        <source>The host has turned chat off at this table.</source>
        <translation>Chi ospita ha spento la chat a questo tavolo.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer.</source>
        <translation>Il tuo posto è stato ripreso da un&apos;altra finestra o da un altro computer.</translation>
    </message>
    <message>
        <source>Too many tries at once: wait a little and try again.</source>
        <translation>Troppi tentativi insieme: aspetta un po&apos; e riprova.</translation>
    </message>
    <message>
        <source>The table refused it ({why}).</source>
        <translation>Il tavolo l&apos;ha rifiutato ({why}).</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({why}).</source>
        <translation>La connessione al tavolo si è interrotta ({why}).</translation>
    </message>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} sta pensando</translation>
    </message>
    <message>
        <source>The table sent far more than any table does, so you left it.</source>
        <translation>Il tavolo ha inviato molto più di quanto faccia qualsiasi tavolo, quindi lo hai lasciato.</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} è assente</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them in {seconds} s</source>
        <translation>{name} è assente: il computer gioca al suo posto tra {seconds} s</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them</source>
        <translation>{name} è assente: il computer gioca al suo posto</translation>
    </message>
    <message>
        <source>Only the host starts the match.</source>
        <translation>Solo chi ospita inizia la partita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non tocca a te.</translation>
    </message>
</context>
<context>
    <name>NetworkTables</name>
    <message>
        <source>Give the table&apos;s address.</source>
        <translation>Scrivi l&apos;indirizzo del tavolo.</translation>
    </message>
    <message>
        <source>An address starts with ws:// or wss://, or is a name.</source>
        <translation>Un indirizzo inizia con ws:// o wss://, oppure è un nome.</translation>
    </message>
    <message>
        <source>That is not a computer&apos;s address.</source>
        <translation>Questo non è l&apos;indirizzo di un computer.</translation>
    </message>
    <message>
        <source>The name friends see</source>
        <translation>Il nome che vedono gli amici</translation>
    </message>
    <message>
        <source>A name has {n} characters at most: make it shorter.</source>
        <translation>Un nome ha al massimo {n} caratteri: accorcialo.</translation>
    </message>
    <message>
        <source>A name cannot hold hidden characters (such as one that turns the text&apos;s direction): type it again with letters, digits, spaces and signs.</source>
        <translation>Un nome non può contenere caratteri nascosti (come uno che inverte la direzione del testo): riscrivilo con lettere, cifre, spazi e segni.</translation>
    </message>
    <message>
        <source>A name has {n} characters at most: the rest is left out.</source>
        <translation>Un nome ha al massimo {n} caratteri: il resto è lasciato fuori.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>Lowest bid</source>
        <translation>Licitazione minima</translation>
    </message>
    <message>
        <source>the least anyone may bid</source>
        <translation>il minimo che si può dichiarare</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Licitazione massima</translation>
    </message>
    <message>
        <source>the jack of trump&apos;s colour is a trump, below the jack</source>
        <translation>il fante dell&apos;altro seme dello stesso colore è briscola, sotto il fante</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Fante gemello</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>trumps below the jacks, above the ten</source>
        <translation>briscole sotto i fanti, sopra il dieci</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>One: the big joker</source>
        <translation>Uno: il jolly grande</translation>
    </message>
    <message>
        <source>Two: big and little</source>
        <translation>Due: grande e piccolo</translation>
    </message>
    <message>
        <source>Higher joker</source>
        <translation>Jolly più forte</translation>
    </message>
    <message>
        <source>of two jokers in one trick</source>
        <translation>tra due jolly nella stessa presa</translation>
    </message>
    <message>
        <source>The big joker</source>
        <translation>Il jolly grande</translation>
    </message>
    <message>
        <source>The first played</source>
        <translation>Il primo giocato</translation>
    </message>
    <message>
        <source>The second played</source>
        <translation>Il secondo giocato</translation>
    </message>
    <message>
        <source>at most every point at stake</source>
        <translation>al massimo tutti i punti in palio</translation>
    </message>
    <message>
        <source>shoot the moon: every point and all six tricks</source>
        <translation>tutto o niente: tutti i punti e tutte e sei le prese</translation>
    </message>
    <message>
        <source>Smudge</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Smudge value</source>
        <translation>Valore del cappotto</translation>
    </message>
    <message>
        <source>points won or set back</source>
        <translation>punti vinti o persi</translation>
    </message>
    <message>
        <source>instead of scoring its value</source>
        <translation>invece di segnarne il valore</translation>
    </message>
    <message>
        <source>A made smudge wins the match</source>
        <translation>Un cappotto fatto vince la partita</translation>
    </message>
    <message>
        <source>Dealer may take</source>
        <translation>Il mazziere può prendere</translation>
    </message>
    <message>
        <source>the dealer speaks last and may match the high bid</source>
        <translation>il mazziere parla per ultimo e può eguagliare la licitazione più alta</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Sempre</translation>
    </message>
    <message>
        <source>Not the top bid</source>
        <translation>Non la massima</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>If all pass</source>
        <translation>Se tutti passano</translation>
    </message>
    <message>
        <source>the dealer must bid, or the hand is thrown in</source>
        <translation>il mazziere deve dichiarare, o la mano è annullata</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Mazziere obbligato</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Si ridistribuisce</translation>
    </message>
    <message>
        <source>Stuck dealer bids</source>
        <translation>Il mazziere obbligato dichiara</translation>
    </message>
    <message>
        <source>at least this much</source>
        <translation>almeno questo</translation>
    </message>
    <message>
        <source>Trumping</source>
        <translation>Tagliare</translation>
    </message>
    <message>
        <source>may you trump while holding the suit led?</source>
        <translation>si può tagliare avendo il seme di uscita?</translation>
    </message>
    <message>
        <source>Trump any time</source>
        <translation>Taglio sempre</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Rispondere a seme</translation>
    </message>
    <message>
        <source>Low goes to</source>
        <translation>La Bassa va a</translation>
    </message>
    <message>
        <source>the lowest trump: its trick&apos;s winner or its holder</source>
        <translation>la briscola più bassa: a chi vince la presa o a chi l&apos;aveva</translation>
    </message>
    <message>
        <source>Who takes it</source>
        <translation>Chi la prende</translation>
    </message>
    <message>
        <source>Who held it</source>
        <translation>Chi l&apos;aveva</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <source>who wins when the target is reached</source>
        <translation>chi vince quando si raggiunge il traguardo</translation>
    </message>
    <message>
        <source>Bidder goes out</source>
        <translation>Esce il dichiarante</translation>
    </message>
    <message>
        <source>Count in order</source>
        <translation>Conteggio in ordine</translation>
    </message>
    <message>
        <source>Highest score</source>
        <translation>Punteggio più alto</translation>
    </message>
    <message>
        <source>The lowest bid is above the highest.</source>
        <translation>La licitazione minima supera la massima.</translation>
    </message>
    <message>
        <source>A stuck dealer&apos;s bid is above the highest bid.</source>
        <translation>La licitazione del mazziere obbligato supera la massima.</translation>
    </message>
    <message>
        <source>These partnerships do not fit this many players.</source>
        <translation>Queste coppie non vanno con questo numero di giocatori.</translation>
    </message>
    <message>
        <source>The Off-jack point needs the off-jack as a trump: tick Off-jack.</source>
        <translation>Il punto del Fante gemello richiede il fante gemello come briscola: spunta Fante gemello.</translation>
    </message>
    <message>
        <source>An off-card&apos;s point needs that off-card as a trump: choose a family that plays it.</source>
        <translation>Il punto di una carta gemella richiede quella carta gemella come briscola: scegli una famiglia che la gioca.</translation>
    </message>
    <message>
        <source>Tick at least one point to score.</source>
        <translation>Spunta almeno un punto da segnare.</translation>
    </message>
    <message>
        <source>Four-point: High, Low, Jack, Game</source>
        <translation>Quattro punti: Alta, Bassa, Fante, Gioco</translation>
    </message>
    <message>
        <source>Five-point, with the off-jack</source>
        <translation>Cinque punti, con il fante gemello</translation>
    </message>
    <message>
        <source>Six-point, with a joker</source>
        <translation>Sei punti, con un jolly</translation>
    </message>
    <message>
        <source>Nine-point, with the five</source>
        <translation>Nove punti, con il cinque</translation>
    </message>
    <message>
        <source>Seven-point, with the draw-back</source>
        <translation>Sette punti, con lo scarto e la pescata</translation>
    </message>
    <message>
        <source>Ten-point, with the draw-back</source>
        <translation>Dieci punti, con lo scarto e la pescata</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzata</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>{low} to {high} at the table</source>
        <translation>da {low} a {high} al tavolo</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>partners sit apart and score together</source>
        <translation>i compagni siedono separati e segnano insieme</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Altro…</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Traguardo</translation>
    </message>
    <message>
        <source>points to win</source>
        <translation>punti per vincere</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <source>sets the points and the deck</source>
        <translation>imposta i punti e il mazzo</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punti validi</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n points)</source>
        <translation>
            <numerusform>{name}: %n pt</numerusform>
            <numerusform>{name}: %n pt</numerusform>
        </translation>
    </message>
    <message>
        <source>Setback (partners, smudge)</source>
        <translation>Setback (a coppie, cappotto)</translation>
    </message>
    <message>
        <source>Auction Pitch (cutthroat, to 7)</source>
        <translation>Auction Pitch (tutti contro tutti, a 7)</translation>
    </message>
    <message>
        <source>Classic Pitch (Hoyle)</source>
        <translation>Pitch classico (Hoyle)</translation>
    </message>
    <message>
        <source>Five-point Pitch (off-jack, to 11)</source>
        <translation>Pitch a cinque punti (fante gemello, a 11)</translation>
    </message>
    <message>
        <source>Six-point Pitch (off-jack, joker, to 11)</source>
        <translation>Pitch a sei punti (fante gemello, jolly, a 11)</translation>
    </message>
    <message>
        <source>Nine-point Pitch (nine cards, the five, to 31)</source>
        <translation>Pitch a nove punti (nove carte, il cinque, a 31)</translation>
    </message>
    <message>
        <source>Seven-point Pitch (nine cards, draw back to six, to 21)</source>
        <translation>Pitch a sette punti (nove carte, si ripesca fino a sei, a 21)</translation>
    </message>
    <message>
        <source>Ten-point Pitch (nine cards, draw back to six, to 32)</source>
        <translation>Pitch a dieci punti (nove carte, si ripesca fino a sei, a 32)</translation>
    </message>
    <message>
        <source>Eleven-point Pitch (the off-ace, draw back to six, to 52)</source>
        <translation>Pitch a undici punti (l&apos;asso gemello, si ripesca fino a sei, a 52)</translation>
    </message>
    <message>
        <source>Eleven-point, with the off-ace</source>
        <translation>Undici punti, con l&apos;asso gemello</translation>
    </message>
    <message>
        <source>Thirteen-point Pitch (the off-three, draw back to six, to 52)</source>
        <translation>Pitch a tredici punti (il tre gemello, si ripesca fino a sei, a 52)</translation>
    </message>
    <message>
        <source>Thirteen-point, with the off-three</source>
        <translation>Tredici punti, con il tre gemello</translation>
    </message>
    <message>
        <source>Smear (off-jack, Low to its holder)</source>
        <translation>Smear (fante gemello, la Bassa a chi l&apos;aveva)</translation>
    </message>
    <message>
        <source>Ten-point Smear (ten cards, two jokers, to 21)</source>
        <translation>Smear a dieci punti (dieci carte, due jolly, a 21)</translation>
    </message>
    <message>
        <source>Ten-point Smear, ten cards</source>
        <translation>Smear a dieci punti, dieci carte</translation>
    </message>
    <message>
        <source>Kitty Pitch (six-point, a kitty of four, to 11)</source>
        <translation>Pitch col monte (sei punti, un monte di quattro, a 11)</translation>
    </message>
    <message>
        <source>Call Your Partner (five players, a called trump, to 42)</source>
        <translation>Chiama il compagno (cinque giocatori, una briscola chiamata, a 42)</translation>
    </message>
    <message>
        <source>Cinch (both fives, refill and rob, to 51)</source>
        <translation>Cinch (i due cinque, si ripesca e si ruba il mazzo, a 51)</translation>
    </message>
    <message>
        <source>fills in every rule below</source>
        <translation>compila tutte le regole qui sotto</translation>
    </message>
    <message>
        <source>None: everyone for themselves</source>
        <translation>Nessuna: ognuno per sé</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} squadre da {size}</translation>
    </message>
    <message>
        <source>The {name} point needs a joker in the deck.</source>
        <translation>Il punto {name} richiede un jolly nel mazzo.</translation>
    </message>
    <message>
        <source>The {name} point needs both jokers in the deck.</source>
        <translation>Il punto {name} richiede entrambi i jolly nel mazzo.</translation>
    </message>
    <message>
        <source>These rules do not go together: {names}.</source>
        <translation>Queste regole non vanno insieme: {names}.</translation>
    </message>
    <message>
        <source>These rules do not go together.</source>
        <translation>Queste regole non vanno insieme.</translation>
    </message>
    <message numerus="yes">
        <source>The lowest bid is above the %n points at stake.</source>
        <translation>
            <numerusform>La licitazione minima supera i punti in palio (%n).</numerusform>
            <numerusform>La licitazione minima supera i punti in palio (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The highest bid is above the %n points at stake.</source>
        <translation>
            <numerusform>La licitazione massima supera i punti in palio (%n).</numerusform>
            <numerusform>La licitazione massima supera i punti in palio (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stuck dealer&apos;s bid is above the %n points at stake.</source>
        <translation>
            <numerusform>La licitazione del mazziere obbligato supera i punti in palio (%n).</numerusform>
            <numerusform>La licitazione del mazziere obbligato supera i punti in palio (%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>No points are ticked.</source>
        <translation>Nessun punto è spuntato.</translation>
    </message>
</context>
<context>
    <name>OnlineWindow</name>
    <message>
        <source>Stop watching the table?</source>
        <translation>Smettere di guardare il tavolo?</translation>
    </message>
    <message>
        <source>{table} (watching)</source>
        <translation>{table} (spettatore)</translation>
    </message>
    <message>
        <source>{table} · watching: {count}</source>
        <translation>{table} · spettatori: {count}</translation>
    </message>
    <message>
        <source>A table cannot be hosted on port {port} here ({why}): choose another.</source>
        <translation>Qui non si può ospitare un tavolo sulla porta {port} ({why}): scegline un&apos;altra.</translation>
    </message>
    <message>
        <source>Friends on this network join at {address}:{port}</source>
        <translation>Gli amici di questa rete entrano da {address}:{port}</translation>
    </message>
    <message>
        <source>The table cannot be reached: {why}.</source>
        <translation>Il tavolo non è raggiungibile: {why}.</translation>
    </message>
    <message>
        <source>The table did not answer.</source>
        <translation>Il tavolo non ha risposto.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something to the table (Enter)</source>
        <translation>Scrivi qualcosa al tavolo (Invio)</translation>
    </message>
    <message>
        <source>away: a computer plays</source>
        <translation>assente: gioca il computer</translation>
    </message>
    <message>
        <source>away: a computer in {seconds} s</source>
        <translation>assente: il computer tra {seconds} s</translation>
    </message>
    <message>
        <source>away</source>
        <translation>assente</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>un amico</translation>
    </message>
    <message>
        <source>Close the table? The match stops for everyone until you host it again.</source>
        <translation>Chiudere il tavolo? La partita si ferma per tutti finché non lo ospiti di nuovo.</translation>
    </message>
    <message>
        <source>Re&amp;join the table</source>
        <translation>R&amp;ientra al tavolo</translation>
    </message>
    <message>
        <source>Ch&amp;at</source>
        <translation>Ch&amp;at</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Un tavolo con gli amici</translation>
    </message>
    <message>
        <source>{table} — Pitch</source>
        <translation>{table} — Pitch</translation>
    </message>
    <message>
        <source>The chat is not open now.</source>
        <translation>La chat ora non è aperta.</translation>
    </message>
    <message>
        <source>Not connected: Game &gt; Rejoin the table takes your seat back.</source>
        <translation>Non connesso: Partita &gt; Rientra al tavolo ti ridà il tuo posto.</translation>
    </message>
    <message>
        <source>Coming back to the table…</source>
        <translation>Si torna al tavolo…</translation>
    </message>
    <message>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Lasciare il tavolo? Un giocatore del computer prende il tuo posto.</translation>
    </message>
    <message>
        <source>its certificate is not trusted</source>
        <translation>il suo certificato non è affidabile</translation>
    </message>
    <message>
        <source>nothing answers at that address and port (the table may have closed, or the port is not the table&apos;s)</source>
        <translation>a quell&apos;indirizzo e porta non risponde nessuno (il tavolo può essere chiuso, o la porta non è quella del tavolo)</translation>
    </message>
    <message>
        <source>no computer has that address</source>
        <translation>nessun computer ha quell&apos;indirizzo</translation>
    </message>
    <message>
        <source>no answer came in time</source>
        <translation>nessuna risposta in tempo</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>la connessione si è interrotta</translation>
    </message>
    <message>
        <source>this computer could not connect to it (is the network on?)</source>
        <translation>questo computer non è riuscito a collegarsi (la rete è attiva?)</translation>
    </message>
    <message>
        <source>it does not answer as a table of Pitch</source>
        <translation>non risponde come un tavolo di Pitch</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Come il sistema ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>A new language applies when Pitch next starts.</source>
        <translation>Una nuova lingua vale dal prossimo avvio di Pitch.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocità:</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Piccole</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandi</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Dimensione carte:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso delle carte:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (green clubs, blue diamonds)</source>
        <translation>Mazzo a &amp;quattro colori (fiori verdi, quadri blu)</translation>
    </message>
    <message>
        <source>&amp;Confirm before playing a card</source>
        <translation>&amp;Conferma prima di giocare una carta</translation>
    </message>
    <message>
        <source>&amp;Play the last card by itself</source>
        <translation>&amp;Gioca da sola l&apos;ultima carta</translation>
    </message>
    <message>
        <source>Show a &amp;hint at every turn</source>
        <translation>Mostra un &amp;suggerimento a ogni turno</translation>
    </message>
    <message>
        <source>Play so&amp;unds</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume dei suoni</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>No match or deal of the day rated yet</source>
        <translation>Ancora nessuna partita o smazzata del giorno valutata</translation>
    </message>
    <message>
        <source>Your rating, result by result (the band: ± its uncertainty)</source>
        <translation>Il tuo punteggio, risultato dopo risultato (la fascia: ± la sua incertezza)</translation>
    </message>
</context>
<context>
    <name>RatingPanel</name>
    <message>
        <source>Finish a match against the computer, or a deal of the day, to get a rating.</source>
        <translation>Finisci una partita contro il computer, o una smazzata del giorno, per avere un punteggio.</translation>
    </message>
    <message>
        <source>Rating in:</source>
        <translation>Punteggio in:</translation>
    </message>
    <message>
        <source>Your rating: {mu} ± {sigma}. Your rating suggests: {level}.</source>
        <translation>Il tuo punteggio: {mu} ± {sigma}. Il tuo punteggio suggerisce: {level}.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>The ratings file {file} could not be read ({why}).</source>
        <translation>Il file dei punteggi {file} non si è potuto leggere ({why}).</translation>
    </message>
    <message>
        <source>The ratings file {file} could not be written ({why}).</source>
        <translation>Il file dei punteggi {file} non si è potuto scrivere ({why}).</translation>
    </message>
    <message>
        <source>The ratings file {file} is not one this game reads ({why}).</source>
        <translation>Il file dei punteggi {file} non è uno che questo gioco sa leggere ({why}).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>big joker</source>
        <translation>jolly grande</translation>
    </message>
    <message>
        <source>little joker</source>
        <translation>jolly piccolo</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>smudge</source>
        <translation>cappotto</translation>
    </message>
    <message>
        <source>Pitch: lead a card to name trump</source>
        <translation>Apri: la carta che giochi sceglie la briscola</translation>
    </message>
    <message>
        <source>Lead a card</source>
        <translation>Apri con una carta</translation>
    </message>
    <message>
        <source>Play any card</source>
        <translation>Gioca una carta qualsiasi</translation>
    </message>
    <message>
        <source>Follow {suit} or play a trump</source>
        <translation>Rispondi a {suit} o gioca una briscola</translation>
    </message>
    <message>
        <source>Follow the trump lead with a trump</source>
        <translation>Rispondi a briscola con una briscola</translation>
    </message>
    <message>
        <source>Follow {suit}</source>
        <translation>Rispondi a {suit}</translation>
    </message>
    <message>
        <source>You cannot play the {card}: {rule}.</source>
        <translation>Non puoi giocare {card}: {rule}.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Non hai {card}.</translation>
    </message>
    <message>
        <source>That is neither a bid nor a card.</source>
        <translation>Non è né una licitazione né una carta.</translation>
    </message>
    <message>
        <source>A joker cannot be pitched: the pitch names trump by its suit.</source>
        <translation>Non si può aprire con un jolly: l&apos;apertura sceglie la briscola dal suo seme.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <source>First bid or pass: the auction comes before the cards.</source>
        <translation>Prima dichiara o passa: la licitazione viene prima delle carte.</translation>
    </message>
    <message>
        <source>The auction is over: play a card.</source>
        <translation>La licitazione è finita: gioca una carta.</translation>
    </message>
    <message>
        <source>First name trump: choose a suit.</source>
        <translation>Prima chiama la briscola: scegli un seme.</translation>
    </message>
    <message>
        <source>Wait: the players are drawing.</source>
        <translation>Aspetta: i giocatori stanno pescando.</translation>
    </message>
    <message>
        <source>You hold more than six trumps: first burn one of them.</source>
        <translation>Hai più di sei briscole: prima bruciane una.</translation>
    </message>
    <message>
        <source>You took the kitty: first discard a card, face down.</source>
        <translation>Hai preso il monte: prima scarta una carta, coperta.</translation>
    </message>
    <message>
        <source>You cannot burn the {card} while you hold a trump that carries no point.</source>
        <translation>Non puoi bruciare {card} finché hai una briscola che non porta punti.</translation>
    </message>
    <message>
        <source>First call a trump you do not hold: its holder is your partner.</source>
        <translation>Prima chiama una briscola che non hai: chi la tiene è il tuo compagno.</translation>
    </message>
    <message>
        <source>You may call only a trump you do not hold.</source>
        <translation>Puoi chiamare solo una briscola che non hai.</translation>
    </message>
    <message>
        <source>You robbed the pack: first throw a card, down to six.</source>
        <translation>Hai preso il mazzo: prima scarta una carta, fino a restare con sei.</translation>
    </message>
    <message>
        <source>You cannot throw the {card} while you hold a card that is not trump.</source>
        <translation>Non puoi scartare {card} finché hai una carta che non è briscola.</translation>
    </message>
    <message>
        <source>You are the dealer and everyone passed: you must bid at least {bid}.</source>
        <translation>Sei il mazziere e tutti hanno passato: devi dichiarare almeno {bid}.</translation>
    </message>
    <message>
        <source>Smudge is not played at this table.</source>
        <translation>A questo tavolo non si gioca il cappotto.</translation>
    </message>
    <message>
        <source>At this table the dealer may not take the bid by matching it.</source>
        <translation>A questo tavolo il mazziere non può prendere la licitazione eguagliandola.</translation>
    </message>
    <message>
        <source>At this table the dealer may not match a bid of {bid}.</source>
        <translation>A questo tavolo il mazziere non può eguagliare una licitazione di {bid}.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the high bid ({bid}).</source>
        <translation>La tua licitazione deve superare la più alta ({bid}).</translation>
    </message>
    <message>
        <source>Bids run from {low} to {high}.</source>
        <translation>Si dichiara da {low} a {high}.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules of this match</source>
        <translation>Regole di questa partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Setback</source>
        <translation>Setback</translation>
    </message>
    <message>
        <source>Auction Pitch</source>
        <translation>Auction Pitch</translation>
    </message>
    <message>
        <source>Classic Pitch</source>
        <translation>Pitch classico</translation>
    </message>
    <message>
        <source>Eleven-point Pitch</source>
        <translation>Pitch a undici punti</translation>
    </message>
    <message>
        <source>Thirteen-point Pitch</source>
        <translation>Pitch a tredici punti</translation>
    </message>
    <message>
        <source>Smear</source>
        <translation>Smear</translation>
    </message>
    <message>
        <source>Ten-point Smear</source>
        <translation>Smear a dieci punti</translation>
    </message>
    <message>
        <source>Kitty Pitch</source>
        <translation>Pitch col monte</translation>
    </message>
    <message>
        <source>Call Your Partner</source>
        <translation>Chiama il compagno</translation>
    </message>
    <message>
        <source>Right after naming trump the pitcher calls a trump it does not hold. Whoever holds it once the draw is done is its secret partner for the hand: the two score their points together, and only the pitcher can go out on its bid.</source>
        <translation>Subito dopo aver nominato la briscola, il pitcher chiama una briscola che non ha. Chi la tiene a pesca finita è il suo compagno segreto per la mano: i due segnano insieme i loro punti, e solo il pitcher può chiudere la partita sulla propria dichiarazione.</translation>
    </message>
    <message>
        <source>Once trump is named, each player but the dealer throws away every card that is not trump and is dealt back to six, keeping what it draws. The dealer then robs the pack: it takes the rest of the stock and throws down to six, cards that are not trump first.</source>
        <translation>Nominata la briscola, ogni giocatore tranne il mazziere scarta tutte le carte che non sono briscola e riceve carte fino a tornare a sei, tenendo ciò che pesca. Poi il mazziere ruba il mazzo: prende il resto del tallone e scarta fino a restare con sei, prima le carte che non sono briscola.</translation>
    </message>
    <message>
        <source>Cinch</source>
        <translation>Cinch</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bassa</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>the highest trump in play, won by the team of the player dealt it.</source>
        <translation>la briscola più alta in gioco, vinta dalla squadra di chi l&apos;ha ricevuta.</translation>
    </message>
    <message>
        <source>the highest trump in play, won by the player dealt it.</source>
        <translation>la briscola più alta in gioco, vinta da chi l&apos;ha ricevuta.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by the team that takes it in a trick.</source>
        <translation>la briscola più bassa in gioco, vinta dalla squadra che la prende in una presa.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by whoever takes it in a trick.</source>
        <translation>la briscola più bassa in gioco, vinta da chi la prende in una presa.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by the team of the player dealt it, whoever takes its trick.</source>
        <translation>la briscola più bassa in gioco, vinta dalla squadra di chi l&apos;ha ricevuta, chiunque ne prenda la presa.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by the player dealt it, whoever takes its trick.</source>
        <translation>la briscola più bassa in gioco, vinta da chi l&apos;ha ricevuta, chiunque ne prenda la presa.</translation>
    </message>
    <message>
        <source>the jack of trump, won by the team that takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>il fante di briscola, vinto dalla squadra che lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</translation>
    </message>
    <message>
        <source>the jack of trump, won by whoever takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>il fante di briscola, vinto da chi lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</translation>
    </message>
    <message>
        <source>each team counts the cards it took in tricks, in every suit: 10 for each ten, 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack. The team with the most wins the point; a tie for most gives it to nobody.</source>
        <translation>ogni squadra conta le carte prese, in tutti i semi: 10 per ogni dieci, 4 per ogni asso, 3 per ogni re, 2 per ogni donna e 1 per ogni fante. Vince il punto la squadra con il totale più alto; in caso di parità non va a nessuno.</translation>
    </message>
    <message>
        <source>each player counts the cards they took in tricks, in every suit: 10 for each ten, 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack. The player with the most wins the point; a tie for most gives it to nobody.</source>
        <translation>ogni giocatore conta le carte prese, in tutti i semi: 10 per ogni dieci, 4 per ogni asso, 3 per ogni re, 2 per ogni donna e 1 per ogni fante. Vince il punto chi ha il totale più alto; in caso di parità non va a nessuno.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, each playing alone (cutthroat): every player is a side of their own.</source>
        <translation>
            <numerusform>%n giocatori, ognuno per conto suo (tutti contro tutti): ogni giocatore fa parte a sé.</numerusform>
            <numerusform>%n giocatori, ognuno per conto suo (tutti contro tutti): ogni giocatore fa parte a sé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players in two teams of two. Partners sit across the table from each other and score together.</source>
        <translation>
            <numerusform>%n giocatori in due coppie. I compagni siedono uno di fronte all&apos;altro e segnano insieme.</numerusform>
            <numerusform>%n giocatori in due coppie. I compagni siedono uno di fronte all&apos;altro e segnano insieme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players in three teams of two. Partners sit across the table from each other and score together.</source>
        <translation>
            <numerusform>%n giocatori in tre coppie. I compagni siedono uno di fronte all&apos;altro e segnano insieme.</numerusform>
            <numerusform>%n giocatori in tre coppie. I compagni siedono uno di fronte all&apos;altro e segnano insieme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players in two teams of three. Partners sit at every other seat and score together.</source>
        <translation>
            <numerusform>%n giocatori in due squadre da tre. I compagni siedono a posti alterni e segnano insieme.</numerusform>
            <numerusform>%n giocatori in due squadre da tre. I compagni siedono a posti alterni e segnano insieme.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer gives each player six cards, three at a time, starting on the left. The deal passes to the left after every hand.</source>
        <translation>Il mazziere dà a ogni giocatore sei carte, tre alla volta, cominciando da sinistra. Dopo ogni mano il mazzo passa a sinistra.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards are in play; the rest of the deck sits out the hand, so the best trumps may not be dealt at all.</source>
        <translation>
            <numerusform>Carte in gioco: %n; il resto del mazzo resta fuori dalla mano, quindi le briscole migliori possono non essere distribuite.</numerusform>
            <numerusform>Carte in gioco: %n; il resto del mazzo resta fuori dalla mano, quindi le briscole migliori possono non essere distribuite.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the players&apos; cards a kitty of {count} is dealt face down to the middle. Only the pitcher takes it, once the auction is over; without a draw it then discards {count} cards face down, which count for nobody.</source>
        <translation>Dopo le carte dei giocatori si distribuisce al centro, coperto, un monte di {count}. Solo chi ha vinto l&apos;asta lo prende, a licitazione finita; senza pesca scarta poi {count} carte coperte, che non contano per nessuno.</translation>
    </message>
    <message>
        <source>Players and the deal</source>
        <translation>Giocatori e distribuzione</translation>
    </message>
    <message>
        <source>Every hand four points are at stake, one each for High, Low, Jack and Game:</source>
        <translation>In ogni mano sono in palio quattro punti, uno ciascuno per Alta, Bassa, Fante e Gioco:</translation>
    </message>
    <message>
        <source>A lone trump in play is both High and Low (and Jack too, if it is the jack).</source>
        <translation>Una briscola sola in gioco è sia Alta sia Bassa (e anche Fante, se è il fante).</translation>
    </message>
    <message>
        <source>The four points</source>
        <translation>I quattro punti</translation>
    </message>
    <message>
        <source>Five-point Pitch</source>
        <translation>Pitch a cinque punti</translation>
    </message>
    <message>
        <source>Six-point Pitch</source>
        <translation>Pitch a sei punti</translation>
    </message>
    <message>
        <source>Nine-point Pitch</source>
        <translation>Pitch a nove punti</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Fante gemello</translation>
    </message>
    <message>
        <source>Off-ace</source>
        <translation>Asso gemello</translation>
    </message>
    <message>
        <source>the off-ace</source>
        <translation>l&apos;asso gemello</translation>
    </message>
    <message>
        <source>Off-three</source>
        <translation>Tre gemello</translation>
    </message>
    <message>
        <source>the off-three</source>
        <translation>il tre gemello</translation>
    </message>
    <message>
        <source>Off-five</source>
        <translation>Cinque gemello</translation>
    </message>
    <message>
        <source>the off-five</source>
        <translation>il cinque gemello</translation>
    </message>
    <message>
        <source>Big joker</source>
        <translation>Jolly grande</translation>
    </message>
    <message>
        <source>Little joker</source>
        <translation>Jolly piccolo</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n points)</source>
        <translation>
            <numerusform>{name} (%n punto)</numerusform>
            <numerusform>{name} (%n punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points}: %n points</source>
        <translation>
            <numerusform>{points}: %n punto</numerusform>
            <numerusform>{points}: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Off-jack: the {card}</source>
        <translation>Fante gemello: il {card}</translation>
    </message>
    <message>
        <source>the off-jack</source>
        <translation>il fante gemello</translation>
    </message>
    <message>
        <source>the big joker</source>
        <translation>il jolly grande</translation>
    </message>
    <message>
        <source>the little joker</source>
        <translation>il jolly piccolo</translation>
    </message>
    <message>
        <source>the three of trump</source>
        <translation>il tre di briscola</translation>
    </message>
    <message>
        <source>the five of trump</source>
        <translation>il cinque di briscola</translation>
    </message>
    <message>
        <source>the ten of trump</source>
        <translation>il dieci di briscola</translation>
    </message>
    <message>
        <source>{card}, won by the team that takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>{card}, vinto dalla squadra che lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</translation>
    </message>
    <message>
        <source>{card}, won by whoever takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>{card}, vinto da chi lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</translation>
    </message>
    <message numerus="yes">
        <source>{card}, worth %n points, won by the team that takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>
            <numerusform>{card}, vale %n punto, vinto dalla squadra che lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</numerusform>
            <numerusform>{card}, vale %n punti, vinto dalla squadra che lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}, worth %n points, won by whoever takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>
            <numerusform>{card}, vale %n punto, vinto da chi lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</numerusform>
            <numerusform>{card}, vale %n punti, vinto da chi lo prende in una presa. Se nessuno l&apos;ha ricevuto, nessuno lo segna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never a joker or the off-jack.</source>
        <translation>La Bassa è una carta del seme di briscola, mai un jolly né il fante gemello.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never the off-jack.</source>
        <translation>La Bassa è una carta del seme di briscola, mai il fante gemello.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never a joker.</source>
        <translation>La Bassa è una carta del seme di briscola, mai un jolly.</translation>
    </message>
    <message>
        <source>Jokers count nothing.</source>
        <translation>I jolly non contano nulla.</translation>
    </message>
    <message>
        <source>The deck has {cards} cards: the 52 of the four suits and two jokers, a big and a little one.</source>
        <translation>Il mazzo ha {cards} carte: le 52 dei quattro semi e due jolly, uno grande e uno piccolo.</translation>
    </message>
    <message>
        <source>The deck has {cards} cards: the 52 of the four suits and one joker.</source>
        <translation>Il mazzo ha {cards} carte: le 52 dei quattro semi e un jolly.</translation>
    </message>
    <message>
        <source>The deck has {cards} cards, the four suits without jokers.</source>
        <translation>Il mazzo ha {cards} carte, i quattro semi senza jolly.</translation>
    </message>
    <message>
        <source>the jack of the other suit of trump&apos;s colour is a trump, just below the jack of trump: with spades trump, the jack of clubs; with hearts trump, the jack of diamonds (and the other way round). It is a trump for every rule, following and winning tricks alike, and no longer a card of its own suit.</source>
        <translation>il fante dell&apos;altro seme dello stesso colore della briscola è una briscola, subito sotto il fante di briscola: con briscola picche, il fante di fiori; con briscola cuori, il fante di quadri (e viceversa). È una briscola per ogni regola, sia per rispondere sia per vincere le prese, e non è più una carta del suo seme.</translation>
    </message>
    <message>
        <source>the jack of trump</source>
        <translation>il fante di briscola</translation>
    </message>
    <message>
        <source>Seven-point Pitch</source>
        <translation>Pitch a sette punti</translation>
    </message>
    <message>
        <source>Ten-point Pitch</source>
        <translation>Pitch a dieci punti</translation>
    </message>
    <message numerus="yes">
        <source>The dealer gives each player %n cards, starting on the left; the rest of the deck is the stock, face down. The deal passes to the left after every hand.</source>
        <translation>
            <numerusform>Il mazziere dà a ogni giocatore %n carta, partendo da sinistra; il resto del mazzo è il tallone, coperto. La distribuzione passa a sinistra dopo ogni mano.</numerusform>
            <numerusform>Il mazziere dà a ogni giocatore %n carte, partendo da sinistra; il resto del mazzo è il tallone, coperto. La distribuzione passa a sinistra dopo ogni mano.</numerusform>
        </translation>
    </message>
    <message>
        <source>the joker, called the big joker, is a trump, ranking below {above} and above the ten of trump.</source>
        <translation>il jolly, detto jolly grande, è una briscola, sotto {above} e sopra il dieci di briscola.</translation>
    </message>
    <message>
        <source>the big and the little joker are trumps, ranking below {above} and above the ten of trump.</source>
        <translation>il jolly grande e quello piccolo sono briscole, sotto {above} e sopra il dieci di briscola.</translation>
    </message>
    <message>
        <source>When both jokers fall in one trick, the one played first ranks higher; for High the big joker always ranks above the little one.</source>
        <translation>Se i due jolly cadono nella stessa presa, è più forte quello giocato per primo; per l&apos;Alta il jolly grande è sempre sopra quello piccolo.</translation>
    </message>
    <message>
        <source>The big joker ranks above the little one.</source>
        <translation>Il jolly grande è più forte di quello piccolo.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Trump is named before any card is played, so every trump is known from the start: the first lead may be any trump, a joker too.</source>
        <translation>La briscola si chiama prima che si giochi una carta, quindi ogni briscola è nota fin dall&apos;inizio: la prima carta può essere qualsiasi briscola, anche un jolly.</translation>
    </message>
    <message>
        <source>Before trump is known a joker has no suit and the off-jack is a plain jack: the pitcher may not lead a joker, and a pitched jack names its own suit trump.</source>
        <translation>Finché la briscola non è nota un jolly non ha seme e il fante gemello è un fante qualsiasi: il dichiarante non può aprire con un jolly, e un fante giocato in apertura fa briscola il proprio seme.</translation>
    </message>
    <message>
        <source>Before trump is known a joker has no suit, so the pitcher may not lead a joker.</source>
        <translation>Finché la briscola non è nota un jolly non ha seme, quindi il dichiarante non può aprire con un jolly.</translation>
    </message>
    <message>
        <source>Before trump is known the off-jack is a plain jack: a pitched jack names its own suit trump.</source>
        <translation>Finché la briscola non è nota il fante gemello è un fante qualsiasi: un fante giocato in apertura fa briscola il proprio seme.</translation>
    </message>
    <message>
        <source>from high to low, {order}.</source>
        <translation>dalla più alta alla più bassa: {order}.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never a joker or an off-card.</source>
        <translation>La Bassa è una carta del seme di briscola, mai un jolly né una carta gemella.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never an off-card.</source>
        <translation>La Bassa è una carta del seme di briscola, mai una carta gemella.</translation>
    </message>
    <message numerus="yes">
        <source>The dealer gives each player %n cards, three at a time, starting on the left; the hand is played in as many tricks. The deal passes to the left after every hand.</source>
        <translation>
            <numerusform>Il mazziere dà a ogni giocatore %n carta, tre alla volta, cominciando da sinistra; la mano si gioca in altrettante prese. Dopo ogni mano il mazzo passa a sinistra.</numerusform>
            <numerusform>Il mazziere dà a ogni giocatore %n carte, tre alla volta, cominciando da sinistra; la mano si gioca in altrettante prese. Dopo ogni mano il mazzo passa a sinistra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump order</source>
        <translation>Ordine delle briscole</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Le briscole</translation>
    </message>
    <message>
        <source>the {ranks} of the other suit of trump&apos;s colour are trumps too, each just below the card of its rank in the trump suit: with spades trump, the clubs; with hearts trump, the diamonds (and the other way round). Each is a trump for every rule, following and winning tricks alike, and no longer a card of its own suit.</source>
        <translation>anche {ranks} dell&apos;altro seme dello stesso colore della briscola sono briscole, ciascuna subito sotto la carta del suo valore nel seme di briscola: con briscola picche, quelle di fiori; con briscola cuori, quelle di quadri (e viceversa). Ciascuna è una briscola per ogni regola, sia per rispondere sia per vincere le prese, e non è più una carta del suo seme.</translation>
    </message>
    <message>
        <source>Off-cards</source>
        <translation>Carte gemelle</translation>
    </message>
    <message>
        <source>Off-ace: the {card}</source>
        <translation>Asso gemello: l&apos;{card}</translation>
    </message>
    <message>
        <source>Off-five: the {card}</source>
        <translation>Cinque gemello: il {card}</translation>
    </message>
    <message>
        <source>Off-three: the {card}</source>
        <translation>Tre gemello: il {card}</translation>
    </message>
    <message>
        <source>the {ranks} of the other suit of trump&apos;s colour is a trump too, just below the card of its rank in the trump suit: with spades trump, the one of clubs; with hearts trump, the one of diamonds (and the other way round). It is a trump for every rule, following and winning tricks alike, and no longer a card of its own suit.</source>
        <translation>anche la carta {ranks} dell&apos;altro seme dello stesso colore della briscola è una briscola, subito sotto la carta del suo valore nel seme di briscola: con briscola picche, quella di fiori; con briscola cuori, quella di quadri (e viceversa). È una briscola per ogni regola, sia per rispondere sia per vincere le prese, e non è più una carta del suo seme.</translation>
    </message>
    <message>
        <source>When both jokers fall in one trick, the one played second ranks higher; for High the big joker always ranks above the little one.</source>
        <translation>Se i due jolly cadono nella stessa presa, è più forte quello giocato per secondo; per l&apos;Alta il jolly grande è sempre sopra quello piccolo.</translation>
    </message>
    <message>
        <source>Before trump is known a joker has no suit and an off-card is a plain card of its own suit: the pitcher may not lead a joker, and a pitched off-card names its own suit trump.</source>
        <translation>Finché la briscola non è nota un jolly non ha seme e una carta gemella è una carta qualsiasi del suo seme: il dichiarante non può aprire con un jolly, e una carta gemella giocata in apertura fa briscola il proprio seme.</translation>
    </message>
    <message>
        <source>Before trump is known an off-card is a plain card of its own suit: a pitched off-card names its own suit trump.</source>
        <translation>Finché la briscola non è nota una carta gemella è una carta qualsiasi del suo seme: una carta gemella giocata in apertura fa briscola il proprio seme.</translation>
    </message>
    <message>
        <source>off-ace</source>
        <translation>asso gemello</translation>
    </message>
    <message>
        <source>off-jack</source>
        <translation>fante gemello</translation>
    </message>
    <message>
        <source>off-five</source>
        <translation>cinque gemello</translation>
    </message>
    <message>
        <source>off-three</source>
        <translation>tre gemello</translation>
    </message>
    <message>
        <source>big joker</source>
        <translation>jolly grande</translation>
    </message>
    <message>
        <source>little joker</source>
        <translation>jolly piccolo</translation>
    </message>
    <message numerus="yes">
        <source>Every hand %n points are at stake:</source>
        <translation>
            <numerusform>In ogni mano è in palio %n punto:</numerusform>
            <numerusform>In ogni mano sono in palio %n punti:</numerusform>
        </translation>
    </message>
    <message>
        <source>The points</source>
        <translation>I punti</translation>
    </message>
    <message>
        <source>With the draw-back, the player dealt a card means the player who held it for play, dealt or drawn; a card left dead or burned, or never dealt, scores for nobody.</source>
        <translation>Con lo scarto e la pescata, il giocatore a cui è stata data una carta è chi l&apos;ha tenuta per il gioco, data o pescata; una carta morta o bruciata, o mai distribuita, non fa punto per nessuno.</translation>
    </message>
    <message>
        <source>A lone trump in play is both High and Low.</source>
        <translation>Una briscola sola in gioco è sia Alta sia Bassa.</translation>
    </message>
    <message>
        <source>When the only trump in play is a card of the trump suit, it is both High and Low.</source>
        <translation>Se l&apos;unica briscola in gioco è una carta del seme di briscola, è sia Alta sia Bassa.</translation>
    </message>
    <message>
        <source>A card that is Low and scores a point of its own, as {card} can, scores both.</source>
        <translation>Una carta che è Bassa e vale anche un punto suo, come può capitare con {card}, li segna entrambi.</translation>
    </message>
    <message>
        <source>The only number bid is {bid}.</source>
        <translation>L&apos;unica licitazione numerica è {bid}.</translation>
    </message>
    <message>
        <source>Bids run from {low} to {high}.</source>
        <translation>Si dichiara da {low} a {high}.</translation>
    </message>
    <message>
        <source>The dealer speaks last and, like everyone else, must bid more than the high bid to take it: matching it is not enough.</source>
        <translation>Il mazziere parla per ultimo e, come tutti, per prendere la licitazione deve superare la più alta: eguagliarla non basta.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), whatever it is, smudge included.</source>
        <translation>Il mazziere parla per ultimo e può prendere la licitazione eguagliando la più alta (&quot;La prendo&quot;), qualunque sia, cappotto compreso.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), whatever it is.</source>
        <translation>Il mazziere parla per ultimo e può prendere la licitazione eguagliando la più alta (&quot;La prendo&quot;), qualunque sia.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), but not a bid of {top} or a smudge: those can only be outbid.</source>
        <translation>Il mazziere parla per ultimo e può prendere la licitazione eguagliando la più alta (&quot;La prendo&quot;), ma non una di {top} né un cappotto: quelle si possono solo superare.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), but not a bid of {top}: that bid cannot be taken.</source>
        <translation>Il mazziere parla per ultimo e può prendere la licitazione eguagliando la più alta (&quot;La prendo&quot;), ma non una di {top}: quella non si può prendere.</translation>
    </message>
    <message>
        <source>When everyone passes, the dealer too, the hand is thrown in without score and the next dealer deals.</source>
        <translation>Se tutti passano, mazziere compreso, la mano è annullata senza punti e distribuisce il mazziere successivo.</translation>
    </message>
    <message>
        <source>When everyone before the dealer passes, the dealer is stuck and must bid at least {bid}.</source>
        <translation>Se tutti prima del mazziere passano, il mazziere è obbligato e deve dichiarare almeno {bid}.</translation>
    </message>
    <message>
        <source>One round of bidding, starting left of the dealer: each player speaks once, to pass or to bid more than the high bid so far. A bid is the number of points you promise to win.</source>
        <translation>Un solo giro di licitazione, a partire dalla sinistra del mazziere: ogni giocatore parla una volta, per passare o per dichiarare più della licitazione più alta finora. La licitazione è il numero di punti che prometti di vincere.</translation>
    </message>
    <message>
        <source>Smudge ranks above {high}: a promise to win all four points and all six tricks.</source>
        <translation>Il cappotto vale più di {high}: la promessa di vincere i quattro punti e tutte e sei le prese.</translation>
    </message>
    <message numerus="yes">
        <source>Smudge ranks above {high}: a promise to win every point of the hand (%n) and all six tricks.</source>
        <translation>
            <numerusform>Il cappotto vale più di {high}: la promessa di vincere tutti i punti della mano (%n) e tutte e sei le prese.</numerusform>
            <numerusform>Il cappotto vale più di {high}: la promessa di vincere tutti i punti della mano (%n) e tutte e sei le prese.</numerusform>
        </translation>
    </message>
    <message>
        <source>Partners may outbid each other.</source>
        <translation>I compagni possono superarsi a vicenda.</translation>
    </message>
    <message>
        <source>A bid of {bid} ends the auction at once, since nobody can raise it or take it: the bidder names trump straight away.</source>
        <translation>Una dichiarazione di {bid} chiude subito l&apos;asta, perché nessuno può superarla né prenderla: il dichiarante chiama subito la briscola.</translation>
    </message>
    <message>
        <source>A bid of {bid} ends the auction at once, since nobody can raise it or take it: the bidder pitches straight away.</source>
        <translation>Una licitazione di {bid} chiude subito l&apos;asta, perché nessuno può alzarla né prenderla: il dichiarante apre subito.</translation>
    </message>
    <message>
        <source>The player with the high bid is the pitcher.</source>
        <translation>Chi ha la licitazione più alta è il dichiarante.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>La licitazione</translation>
    </message>
    <message>
        <source>After the auction the pitcher names trump, before anyone plays a card.</source>
        <translation>Dopo l&apos;asta il dichiarante chiama la briscola, prima che si giochi una carta.</translation>
    </message>
    <message>
        <source>Then each player but the pitcher, in turn from the dealer&apos;s left, throws away every card that is not a trump and draws from the stock back to six cards; the pitcher then takes the whole rest of the stock. Every card that is not a trump, dealt or drawn, is dead: it is never played and not replaced. When the stock runs out, the players still to draw get fewer cards or none.</source>
        <translation>Poi ogni giocatore tranne il dichiarante, a turno dalla sinistra del mazziere, scarta ogni carta che non è briscola e pesca dal tallone fino a tornare a sei carte; il dichiarante prende poi tutto il resto del tallone. Ogni carta che non è briscola, data o pescata, è morta: non si gioca mai e non si sostituisce. Quando il tallone finisce, chi deve ancora pescare riceve meno carte o nessuna.</translation>
    </message>
    <message>
        <source>A player holding more than six trumps burns trumps of their choice, face up, down to six, but may burn a trump that carries a point ({cards}) only when holding no other. Burned cards are out of the hand and score for nobody.</source>
        <translation>Chi ha più di sei briscole ne brucia a scelta, scoperte, fino a sei, ma può bruciare una briscola che porta un punto ({cards}) solo quando non ne ha altre. Le carte bruciate escono dalla mano e non fanno punto per nessuno.</translation>
    </message>
    <message>
        <source>Only trumps are played. The pitcher leads any trump, a joker too (holding none, the next player to the left who holds one leads); the highest trump wins the trick. A player with no trump left is out for the rest of the hand. The winner leads the next trick, or when out of trumps the next player to the left still holding one. The hand ends when nobody holds a trump.</source>
        <translation>Si giocano solo briscole. Il dichiarante apre con una briscola qualsiasi, anche un jolly (se non ne ha, apre il primo giocatore alla sua sinistra che ne ha una); la briscola più alta vince la presa. Chi resta senza briscole è fuori per il resto della mano. Chi vince la presa apre la successiva, oppure, se è rimasto senza briscole, il primo giocatore alla sua sinistra che ne ha ancora. La mano finisce quando nessuno ha più briscole.</translation>
    </message>
    <message>
        <source>Naming trump and the draw-back</source>
        <translation>Chiamare la briscola, lo scarto e la pescata</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>nessuna qui</translation>
    </message>
    <message>
        <source>The pitcher leads the first card: its suit is trump for the hand.</source>
        <translation>Il dichiarante gioca la prima carta: il suo seme è la briscola della mano.</translation>
    </message>
    <message>
        <source>When a trump is led, play a trump if you can. When another suit is led, follow that suit or play a trump, as you like. Holding none of the suit led, play any card.</source>
        <translation>Se esce una briscola, rispondi a briscola se puoi. Se esce un altro seme, rispondi a quel seme o taglia con una briscola, come preferisci. Se non hai il seme di uscita, gioca una carta qualsiasi.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can: you may not trump while you hold the suit led. Holding none of it, play any card, a trump or not.</source>
        <translation>Rispondi al seme di uscita se puoi: non puoi tagliare finché hai quel seme. Se non ce l&apos;hai, gioca una carta qualsiasi, briscola o no.</translation>
    </message>
    <message numerus="yes">
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led (ace high). The winner leads the next trick, until all %n are played.</source>
        <translation>
            <numerusform>La briscola più alta vince la presa; senza briscole, la carta più alta del seme di uscita (l&apos;asso è la più alta). Chi vince apre la presa successiva, finché non si gioca anche l&apos;ultima delle %n.</numerusform>
            <numerusform>La briscola più alta vince la presa; senza briscole, la carta più alta del seme di uscita (l&apos;asso è la più alta). Chi vince apre la presa successiva, finché non si giocano tutte e %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led (ace high). The winner leads the next trick, until all six are played.</source>
        <translation>La briscola più alta vince la presa; senza briscole, la carta più alta del seme di uscita (l&apos;asso è la più alta). Chi vince apre la presa successiva, finché non si giocano tutte e sei.</translation>
    </message>
    <message>
        <source>Pitching and playing</source>
        <translation>Apertura e gioco</translation>
    </message>
    <message>
        <source>If the pitcher&apos;s team wins at least the points it bid, it scores every point it won. If not, it is set back: it loses as many points as it bid. Scores may go below zero.</source>
        <translation>Se la squadra del dichiarante vince almeno i punti dichiarati, segna tutti i punti vinti. Altrimenti va sotto: perde tanti punti quanti ne ha dichiarati. Il punteggio può scendere sotto zero.</translation>
    </message>
    <message>
        <source>The other teams score the points they won.</source>
        <translation>Le altre squadre segnano i punti vinti.</translation>
    </message>
    <message>
        <source>If the pitcher wins at least the points they bid, they score every point they won. If not, they are set back: they lose as many points as they bid. Scores may go below zero.</source>
        <translation>Se il dichiarante vince almeno i punti dichiarati, segna tutti i punti vinti. Altrimenti va sotto: perde tanti punti quanti ne ha dichiarati. Il punteggio può scendere sotto zero.</translation>
    </message>
    <message>
        <source>Every other player scores the points they won.</source>
        <translation>Ogni altro giocatore segna i punti vinti.</translation>
    </message>
    <message>
        <source>A smudge made (all four points and all six tricks) wins the match at once, whatever the score.</source>
        <translation>Un cappotto fatto (i quattro punti e tutte e sei le prese) vince subito la partita, qualunque sia il punteggio.</translation>
    </message>
    <message numerus="yes">
        <source>A smudge made (all four points and all six tricks) scores %n.</source>
        <translation>
            <numerusform>Un cappotto fatto (i quattro punti e tutte e sei le prese) vale %n punto.</numerusform>
            <numerusform>Un cappotto fatto (i quattro punti e tutte e sei le prese) vale %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A smudge failed sets the pitcher back %n. Without the jack in play a smudge cannot be made.</source>
        <translation>
            <numerusform>Un cappotto fallito fa andare sotto il dichiarante di %n punto. Senza il fante di briscola in gioco il cappotto non si può fare.</numerusform>
            <numerusform>Un cappotto fallito fa andare sotto il dichiarante di %n punti. Senza il fante di briscola in gioco il cappotto non si può fare.</numerusform>
        </translation>
    </message>
    <message>
        <source>A number bid never scores more than the four points, even with all six tricks.</source>
        <translation>Una licitazione numerica non segna mai più dei quattro punti, anche con tutte e sei le prese.</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Il punteggio della mano</translation>
    </message>
    <message>
        <source>A smudge made (every point of the hand and all six tricks) wins the match at once, whatever the score.</source>
        <translation>Un cappotto fatto (tutti i punti della mano e tutte e sei le prese) vince subito la partita, qualunque sia il punteggio.</translation>
    </message>
    <message numerus="yes">
        <source>A smudge made (every point of the hand and all six tricks) scores %n.</source>
        <translation>
            <numerusform>Un cappotto fatto (tutti i punti della mano e tutte e sei le prese) vale %n punto.</numerusform>
            <numerusform>Un cappotto fatto (tutti i punti della mano e tutte e sei le prese) vale %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A smudge failed sets the pitcher back %n.</source>
        <translation>
            <numerusform>Un cappotto fallito fa andare sotto il dichiarante di %n punto.</numerusform>
            <numerusform>Un cappotto fallito fa andare sotto il dichiarante di %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>A smudge needs every point, so it cannot be made when the card of one of these is not in play: {points}.</source>
        <translation>Il cappotto richiede tutti i punti, quindi non si può fare se la carta di uno di questi non è in gioco: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>A number bid never scores more than the %n points, even with all six tricks.</source>
        <translation>
            <numerusform>Una licitazione numerica non segna mai più di %n punto, anche con tutte e sei le prese.</numerusform>
            <numerusform>Una licitazione numerica non segna mai più dei %n punti, anche con tutte e sei le prese.</numerusform>
        </translation>
    </message>
    <message>
        <source>The bidder goes out: the match ends only after a hand in which the pitcher&apos;s side made its bid and stands at the target or above; that side wins, even if another has more. A side that reaches the target while defending plays on.</source>
        <translation>Esce il dichiarante: la partita finisce solo dopo una mano in cui la parte del dichiarante ha fatto la sua licitazione ed è al traguardo o oltre; quella parte vince, anche se un&apos;altra ha di più. Chi raggiunge il traguardo difendendo continua a giocare.</translation>
    </message>
    <message>
        <source>Points are counted in order: after a hand the pitcher&apos;s points count first, and if the pitcher&apos;s side reaches the target it wins. Otherwise the points count in the order {points}, each adding its worth, and the first side to reach the target wins.</source>
        <translation>I punti si contano in ordine: dopo una mano contano prima i punti del dichiarante, e se la sua parte raggiunge il traguardo vince. Altrimenti i punti si contano nell&apos;ordine {points}, ognuno con il suo valore, e vince la prima parte che raggiunge il traguardo.</translation>
    </message>
    <message>
        <source>Points are counted in order: after a hand the pitcher&apos;s points count first, and if the pitcher&apos;s side reaches the target it wins. Otherwise the points count in the order High, Low, Jack, Game, and the first side to reach the target wins.</source>
        <translation>I punti si contano in ordine: dopo una mano contano prima i punti del dichiarante, e se la sua parte raggiunge il traguardo vince. Altrimenti i punti si contano nell&apos;ordine Alta, Bassa, Fante, Gioco, e vince la prima parte che raggiunge il traguardo.</translation>
    </message>
    <message>
        <source>After a hand, if any side stands at the target or above, the highest score wins; a tie for the highest plays another hand.</source>
        <translation>Dopo una mano, se una parte è al traguardo o oltre, vince il punteggio più alto; in caso di parità al vertice si gioca un&apos;altra mano.</translation>
    </message>
    <message numerus="yes">
        <source>The match is played to %n.</source>
        <translation>
            <numerusform>La partita si gioca a %n punto.</numerusform>
            <numerusform>La partita si gioca a %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>A smudge made wins the match at once.</source>
        <translation>Un cappotto fatto vince subito la partita.</translation>
    </message>
    <message>
        <source>Winning the match</source>
        <translation>Vincere la partita</translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise every point of the hand and all six tricks. Made, it wins the match at once; failed, it sets you back %n.</source>
        <translation>
            <numerusform>Cappotto: prometti tutti i punti della mano e tutte e sei le prese. Se lo fai, vinci subito la partita; se fallisci, vai sotto di %n punto.</numerusform>
            <numerusform>Cappotto: prometti tutti i punti della mano e tutte e sei le prese. Se lo fai, vinci subito la partita; se fallisci, vai sotto di %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise every point of the hand and all six tricks. Made, it scores %n; failed, it sets you back as many.</source>
        <translation>
            <numerusform>Cappotto: prometti tutti i punti della mano e tutte e sei le prese. Se lo fai, vale %n punto; se fallisci, vai sotto di altrettanti.</numerusform>
            <numerusform>Cappotto: prometti tutti i punti della mano e tutte e sei le prese. Se lo fai, vale %n punti; se fallisci, vai sotto di altrettanti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise all four points and all six tricks. Made, it wins the match at once; failed, it sets you back %n.</source>
        <translation>
            <numerusform>Cappotto: prometti i quattro punti e tutte e sei le prese. Se lo fai, vinci subito la partita; se fallisci, vai sotto di %n punto.</numerusform>
            <numerusform>Cappotto: prometti i quattro punti e tutte e sei le prese. Se lo fai, vinci subito la partita; se fallisci, vai sotto di %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise all four points and all six tricks. Made, it scores %n; failed, it sets you back as many.</source>
        <translation>
            <numerusform>Cappotto: prometti i quattro punti e tutte e sei le prese. Se lo fai, vale %n punto; se fallisci, vai sotto di altrettanti.</numerusform>
            <numerusform>Cappotto: prometti i quattro punti e tutte e sei le prese. Se lo fai, vale %n punti; se fallisci, vai sotto di altrettanti.</numerusform>
        </translation>
    </message>
    <message>
        <source>As the dealer you may take the bid by matching it: you become the pitcher at {bid}.</source>
        <translation>Come mazziere puoi prendere la licitazione eguagliandola: diventi il dichiarante a {bid}.</translation>
    </message>
    <message>
        <source>side {n}</source>
        <translation>parte {n}</translation>
    </message>
    <message>
        <source>At or above the target: {sides}. The bidder goes out: only a pitcher&apos;s side that makes its bid can win, so the match goes on.</source>
        <translation>Al traguardo o oltre: {sides}. Esce il dichiarante: può vincere solo la parte del dichiarante che fa la sua licitazione, quindi la partita continua.</translation>
    </message>
    <message>
        <source>Tied for the highest score at or above the target: {sides}. Another hand breaks the tie.</source>
        <translation>Pari al punteggio più alto, al traguardo o oltre: {sides}. Un&apos;altra mano rompe la parità.</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <source>not a saved match</source>
        <translation>non è una partita salvata</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pitch</source>
        <translation>è stata salvata da una versione più recente di Pitch</translation>
    </message>
    <message>
        <source>it has an unknown field {name}</source>
        <translation>ha un campo sconosciuto {name}</translation>
    </message>
    <message>
        <source>it was changed outside the game</source>
        <translation>è stata modificata fuori dal gioco</translation>
    </message>
    <message>
        <source>the speed is not one the game knows</source>
        <translation>la velocità non è tra quelle note al gioco</translation>
    </message>
    <message>
        <source>the practice mark is not true or false</source>
        <translation>il segno di allenamento non è né vero né falso</translation>
    </message>
    <message>
        <source>the seats do not fit the {players} players of the match</source>
        <translation>i posti non corrispondono ai {players} giocatori della partita</translation>
    </message>
    <message>
        <source>seat {n} is not a name and a level</source>
        <translation>il posto {n} non è un nome e un livello</translation>
    </message>
    <message>
        <source>seat {n} has no fitting name</source>
        <translation>il posto {n} non ha un nome adatto</translation>
    </message>
    <message>
        <source>seat {n} is neither a player here nor a computer player</source>
        <translation>il posto {n} non è né un giocatore qui né un giocatore del computer</translation>
    </message>
    <message>
        <source>seat {n} has a computer level the game does not know</source>
        <translation>il posto {n} ha un livello del computer che il gioco non conosce</translation>
    </message>
    <message>
        <source>cannot save the match: {why}</source>
        <translation>impossibile salvare la partita: {why}</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>il file è troppo grande</translation>
    </message>
    <message>
        <source>its hands do not follow the rules</source>
        <translation>le sue mani non seguono le regole</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>non si può leggere</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>H</source>
        <translation>A</translation>
    </message>
    <message>
        <source>L</source>
        <translation>B</translation>
    </message>
    <message>
        <source>J</source>
        <translation>F</translation>
    </message>
    <message>
        <source>O</source>
        <translation>FG</translation>
    </message>
    <message>
        <source>OA</source>
        <translation>AG</translation>
    </message>
    <message>
        <source>O3</source>
        <translation>3G</translation>
    </message>
    <message>
        <source>O5</source>
        <translation>5G</translation>
    </message>
    <message>
        <source>BJ</source>
        <translation>JG</translation>
    </message>
    <message>
        <source>LJ</source>
        <translation>JP</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Playing to {target}</source>
        <translation>Si gioca a {target}</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>Hand {n}: everyone passed, and the hand was thrown in.</source>
        <translation>Mano {n}: tutti hanno passato e la mano è stata annullata.</translation>
    </message>
    <message>
        <source>earlier hands</source>
        <translation>mani precedenti</translation>
    </message>
    <message>
        <source>The hands played before you came: the totals carry them.</source>
        <translation>Le mani giocate prima del tuo arrivo: i totali le comprendono.</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>nessun punto</translation>
    </message>
    <message>
        <source>Hand {n}, {side}: {points}</source>
        <translation>Mano {n}, {side}: {points}</translation>
    </message>
    <message>
        <source>smudge</source>
        <translation>cappotto</translation>
    </message>
    <message>
        <source>Bid {bid} and made it: {value}</source>
        <translation>Dichiarato {bid} e fatto: {value}</translation>
    </message>
    <message>
        <source>Set back: bid {bid} but won only {won}, so {value}</source>
        <translation>Sotto: dichiarato {bid} ma vinti solo {won}, quindi {value}</translation>
    </message>
    <message>
        <source>Scores {value}</source>
        <translation>Segna {value}</translation>
    </message>
    <message>
        <source>{side}: {total} in all</source>
        <translation>{side}: {total} in tutto</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n to go to reach {target}</source>
        <translation>
            <numerusform>{side}: manca %n per arrivare a {target}</numerusform>
            <numerusform>{side}: mancano %n per arrivare a {target}</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}: at the target; a bid made wins the match</source>
        <translation>{side}: al traguardo; una licitazione fatta vince la partita</translation>
    </message>
    <message>
        <source>{side}: at the target</source>
        <translation>{side}: al traguardo</translation>
    </message>
    <message numerus="yes">
        <source>%n to go</source>
        <translation>
            <numerusform>manca %n</numerusform>
            <numerusform>mancano %n</numerusform>
        </translation>
    </message>
    <message>
        <source>at target</source>
        <translation>al traguardo</translation>
    </message>
    <message>
        <source>{letter}: {name}, {what}</source>
        <translation>{letter}: {name}, {what}</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>you play this seat</source>
        <translation>questo posto è tuo</translation>
    </message>
    <message>
        <source>Player at this computer</source>
        <translation>Giocatore a questo computer</translation>
    </message>
    <message>
        <source>Someone else here plays this seat; the table turns to them.</source>
        <translation>Un&apos;altra persona qui gioca questo posto; il tavolo si gira verso di lei.</translation>
    </message>
    <message>
        <source>team {n}</source>
        <translation>squadra {n}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>{side} {score}</source>
        <translation>{side} {score}</translation>
    </message>
    <message>
        <source>Final score: {line}</source>
        <translation>Punteggio finale: {line}</translation>
    </message>
</context>
<context>
    <name>SoundBoard</name>
    <message>
        <source>Sound is unavailable: Windows&apos; sound module is missing.</source>
        <extracomment>A cue asked for again within this many seconds of its last sound is not played again. At most this many sounds play at once; a cue asked for beyond that is dropped. The volume a board starts at, as in the settings. The players tried on Linux and the other POSIX systems, best first, with their arguments: PipeWire&apos;s, then PulseAudio&apos;s (which PipeWire also answers), then bare ALSA&apos;s.</extracomment>
        <translation>Suoni non disponibili: manca il modulo audio di Windows.</translation>
    </message>
    <message>
        <source>Sound is unavailable: afplay was not found.</source>
        <translation>Suoni non disponibili: afplay non è stato trovato.</translation>
    </message>
    <message>
        <source>Sound is unavailable: no sound player was found ({players}).</source>
        <translation>Suoni non disponibili: nessun lettore audio trovato ({players}).</translation>
    </message>
    <message>
        <source>Sound is unavailable: the game&apos;s sounds are missing.</source>
        <translation>Suoni non disponibili: mancano i suoni del gioco.</translation>
    </message>
    <message>
        <source>Sound is unavailable: the sound player {player} did not start.</source>
        <translation>Suoni non disponibili: il lettore audio {player} non si è avviato.</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Pitch is already open: its window was brought to the front.</source>
        <translation>Pitch è già aperto: la sua finestra è stata portata in primo piano.</translation>
    </message>
    <message>
        <source>Pitch is already open (process {pid}): switch to its window, or close it first.</source>
        <translation>Pitch è già aperto (processo {pid}): passa alla sua finestra o chiudilo prima.</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Pitch</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
    <message>
        <source>No table counted yet</source>
        <translation>Nessun tavolo ancora contato</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Azzera le statistiche…</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Mani giocate</translation>
    </message>
    <message>
        <source>Hands you bid</source>
        <translation>Mani in cui hai dichiarato</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Licitazioni fatte</translation>
    </message>
    <message>
        <source>Bids set back</source>
        <translation>Licitazioni andate sotto</translation>
    </message>
    <message>
        <source>Smudges made / bid</source>
        <translation>Cappotti fatti / dichiarati</translation>
    </message>
    <message>
        <source>Your side&apos;s points a hand</source>
        <translation>Punti della tua parte per mano</translation>
    </message>
    <message>
        <source>Opponents&apos; points a hand</source>
        <translation>Punti degli avversari per mano</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>No match counted yet</source>
        <translation>Nessuna partita ancora contata</translation>
    </message>
    <message>
        <source>Your bids</source>
        <translation>Le tue licitazioni</translation>
    </message>
    <message>
        <source>No bid of yours counted yet</source>
        <translation>Nessuna tua licitazione ancora contata</translation>
    </message>
    <message>
        <source>Points a hand</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <source>No hand counted yet</source>
        <translation>Nessuna mano ancora contata</translation>
    </message>
    <message>
        <source>Your side&apos;s points a hand, match by match</source>
        <translation>Punti della tua parte per mano, partita per partita</translation>
    </message>
    <message>
        <source>Practice matches (with hints or undo) and matches of computer players only are not counted; a match counts as played once a side has won it.</source>
        <translation>Le partite di allenamento (con suggerimenti o annullamenti) e quelle di soli giocatori del computer non contano; una partita conta come giocata quando una parte l&apos;ha vinta.</translation>
    </message>
    <message>
        <source>Counting since {when}.</source>
        <translation>Conteggio dal {when}.</translation>
    </message>
    <message>
        <source>Nothing to count yet: finish a hand and it shows here.</source>
        <translation>Ancora niente da contare: finisci una mano e comparirà qui.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>{table} (one hand)</source>
        <translation>{table} (una mano)</translation>
    </message>
    <message numerus="yes">
        <source>{table} (%n hands)</source>
        <translation>
            <numerusform>{table} (%n mano)</numerusform>
            <numerusform>{table} (%n mani)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Fatte</translation>
    </message>
    <message>
        <source>Set back</source>
        <translation>Andati sotto</translation>
    </message>
    <message>
        <source>Smudges made</source>
        <translation>Cappotti fatti</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>La tua squadra</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Each opponent</source>
        <translation>Ogni avversario</translation>
    </message>
    <message>
        <source>Nothing counted yet: your matches so far were practice matches (hints or undo used), which are not counted. Finish a hand of a match without them and it shows here.</source>
        <translation>Ancora niente da contare: finora le tue partite erano di allenamento (con suggerimenti o annullamenti) e non si contano. Finisci una mano di una partita senza di essi e comparirà qui.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Start the statistics afresh? The hands stay in the history and can still be replayed; only matches started from now on will be counted.</source>
        <translation>Ricominciare le statistiche da capo? Le mani restano nella cronologia e si possono ancora rivedere; conteranno solo le partite iniziate da ora in poi.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Tienile</translation>
    </message>
    <message>
        <source>; over {compared} compared: {expert} against the expert, {standard} against standard</source>
        <translation>; su {compared} confrontati: {expert} contro l&apos;esperto, {standard} contro il livello standard</translation>
    </message>
    <message>
        <source>Deals of the day, {table}: days played {days}, deals {deals}, your side&apos;s points {points}</source>
        <translation>Smazzate del giorno, {table}: giorni giocati {days}, smazzate {deals}, punti della tua parte {points}</translation>
    </message>
    <message>
        <source>No match counted yet: the deals of the day are counted apart, below.</source>
        <translation>Ancora nessuna partita contata: le smazzate del giorno sono contate a parte, qui sotto.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Partner</source>
        <comment>the pitcher&apos;s called partner</comment>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Called: the {card}; whoever holds it is the partner</source>
        <translation>Chiamata: {card}; chi la tiene è il compagno</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a player with no trump left, out of the hand</comment>
        <translation>fuori</translation>
    </message>
    <message>
        <source>{name}: click the table or press Enter to see your cards</source>
        <translation>{name}: fai clic sul tavolo o premi Invio per vedere le tue carte</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Smudge</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>Take {bid}</source>
        <translation>Prende {bid}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>take it at {bid}</source>
        <translation>la prendi a {bid}</translation>
    </message>
    <message>
        <source>takes it at {bid}</source>
        <translation>la prende a {bid}</translation>
    </message>
    <message>
        <source>stuck, bid {bid}</source>
        <translation>obbligato, dichiari {bid}</translation>
    </message>
    <message>
        <source>stuck, bids {bid}</source>
        <translation>obbligato, dichiara {bid}</translation>
    </message>
    <message>
        <source>Stuck: {bid}</source>
        <translation>Obbligato: {bid}</translation>
    </message>
    <message>
        <source>Pitcher · Smudge</source>
        <translation>Dichiarante · Cappotto</translation>
    </message>
    <message>
        <source>Pitcher · bid {bid}</source>
        <translation>Dichiarante · {bid}</translation>
    </message>
    <message>
        <source>You take it at {bid}</source>
        <translation>La prendi tu a {bid}</translation>
    </message>
    <message>
        <source>{name} takes it at {bid}</source>
        <translation>{name} la prende a {bid}</translation>
    </message>
    <message>
        <source>You are stuck: bid {bid}</source>
        <translation>Sei obbligato: dichiari {bid}</translation>
    </message>
    <message>
        <source>{name} is stuck: bids {bid}</source>
        <translation>{name} è obbligato: dichiara {bid}</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Dichiari {bid}</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} dichiara {bid}</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>Bidding…</source>
        <translation>Licitazione…</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Annullata</translation>
    </message>
    <message>
        <source>Off-ace: {card}</source>
        <translation>Asso gemello: {card}</translation>
    </message>
    <message>
        <source>Off-jack: {card}</source>
        <translation>Fante gemello: {card}</translation>
    </message>
    <message>
        <source>Off-five: {card}</source>
        <translation>Cinque gemello: {card}</translation>
    </message>
    <message>
        <source>Off-three: {card}</source>
        <translation>Tre gemello: {card}</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>Tutti passo</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Licitazioni</translation>
    </message>
    <message>
        <source>A point in gold is won for good; a point outlined only leads so far: a card still to come could change it. Click to see the last trick again (L).</source>
        <translation>Un punto in oro è vinto per sempre; un punto solo contornato è in testa per ora: una carta ancora da giocare potrebbe cambiarlo. Clicca per rivedere l&apos;ultima presa (L).</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in</source>
        <translation>Tutti hanno passato: la mano è annullata</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>prese</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>game</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Prendi tu la presa</translation>
    </message>
    <message>
        <source>{name} takes the trick</source>
        <translation>La presa va a {name}</translation>
    </message>
    <message>
        <source>Trick {n} of {total}: you took it</source>
        <translation>Presa {n} di {total}: l&apos;hai presa tu</translation>
    </message>
    <message>
        <source>Trick {n} of {total}: {name} took it</source>
        <translation>Presa {n} di {total}: l&apos;ha presa {name}</translation>
    </message>
    <message>
        <source>threw {thrown}, took {drawn}</source>
        <translation>scartate {thrown}, prese {drawn}</translation>
    </message>
    <message>
        <source>threw {thrown}, drew {drawn}</source>
        <translation>scartate {thrown}, pescate {drawn}</translation>
    </message>
    <message>
        <source>Thrown</source>
        <translation>Scartate</translation>
    </message>
    <message>
        <source>Drawn, no trump: out</source>
        <translation>Pescate, non di briscola: fuori</translation>
    </message>
    <message>
        <source>Cards in the kitty, for whoever wins the auction: {n}</source>
        <translation>Carte nel monte, per chi vince l&apos;asta: {n}</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished hands yet</source>
        <translation>Ancora nessuna mano finita</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>You</source>
        <extracomment>The sound&apos;s volume, 0 (silent) to ``MAX_SOUND_VOLUME``; never louder than the system&apos;s. The languages the game is translated into (``resources/translations/pitch_&lt;code&gt;.ts``), by ISO 639-1 code; English is the source language. The stored language &quot;&quot; follows the system.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Ben</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Carla</source>
        <translation>Carla</translation>
    </message>
    <message>
        <source>David</source>
        <translation>Davide</translation>
    </message>
    <message>
        <source>Emma</source>
        <translation>Emma</translation>
    </message>
    <message>
        <source>Felix</source>
        <translation>Felice</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>{file} is a folder</source>
        <translation>{file} è una cartella</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} è un file, non una cartella</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>{path} is read-only</source>
        <translation>{path} è di sola lettura</translation>
    </message>
    <message>
        <source>{file} cannot be written</source>
        <translation>{file} non si può scrivere</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({why}); they apply until Pitch is closed.</source>
        <translation>Le tue impostazioni non si possono salvare ({why}); valgono finché Pitch resta aperto.</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Call the {card}</source>
        <translation>Chiama {card}</translation>
    </message>
</context>
</TS>
