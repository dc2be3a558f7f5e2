<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About pitch-desktop</source>
        <translation>A pitch-desktop névjegye</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 {pyside}, under the GNU LGPL version 3</source>
        <translation>Qt {qt} és PySide6 {pyside}, a GNU LGPL 3-as változata szerint</translation>
    </message>
    <message>
        <source>websockets {websockets}, under the BSD 3-Clause licence</source>
        <translation>websockets {websockets}, a háromzáradékos BSD licenc szerint</translation>
    </message>
    <message>
        <source>The sounds, made for this game and dedicated to the public domain (CC0 1.0)</source>
        <translation>A hangok ehhez a játékhoz készültek, és közkincsek (CC0 1.0)</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verzió: {version}</translation>
    </message>
    <message>
        <source>Pitch (Setback, High-Low-Jack) against computer opponents and friends. Free software under the MIT licence.</source>
        <translation>Pitch (Setback, High-Low-Jack) gépi ellenfelek és barátok ellen. Szabad szoftver, MIT licenc alatt.</translation>
    </message>
    <message>
        <source>Your games, hand history and statistics are kept in:</source>
        <translation>A játszmáid, a leosztások előzményei és a statisztikák helye:</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, kijátszható</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, nem játszható ki</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>osztó</translation>
    </message>
    <message>
        <source>pitcher at {bid}</source>
        <translation>felvevő, licit: {bid}</translation>
    </message>
    <message>
        <source>cards left: {n}</source>
        <translation>hátralévő lapok: {n}</translation>
    </message>
    <message>
        <source>burned: {cards}</source>
        <translation>elégetve: {cards}</translation>
    </message>
    <message>
        <source>out of the hand</source>
        <translation>kiesett a leosztásból</translation>
    </message>
    <message>
        <source>The cards are being dealt.</source>
        <translation>Folyik az osztás.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Te következel.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>{name} következik.</translation>
    </message>
    <message>
        <source>Trump: {suit}.</source>
        <translation>Adu: {suit}.</translation>
    </message>
    <message>
        <source>High bid: {bid} by {name}.</source>
        <translation>Legmagasabb licit: {bid} ({name}).</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Trick so far: {cards}.</source>
        <translation>Az ütés eddig: {cards}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>A lapjaid: {cards}.</translation>
    </message>
    <message>
        <source>Seats: {seats}.</source>
        <translation>Helyek: {seats}.</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Passzolsz</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passzol</translation>
    </message>
    <message>
        <source>{name} takes the bid at {bid}</source>
        <translation>{name} átveszi a licitet: {bid}</translation>
    </message>
    <message>
        <source>{name} is stuck and bids {bid}</source>
        <translation>{name} kénytelen licitálni: {bid}</translation>
    </message>
    <message>
        <source>{name} bids a smudge</source>
        <translation>{name} durchmarsot licitál</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} licitál: {bid}</translation>
    </message>
    <message>
        <source>{name} plays the {card}</source>
        <translation>{name} kijátssza: {card}</translation>
    </message>
    <message>
        <source>Trick {n}: {name} takes it</source>
        <translation>{n}. ütés: {name} viszi</translation>
    </message>
    <message>
        <source>{side}: {total}</source>
        <translation>{side}: {total}</translation>
    </message>
    <message>
        <source>Score: {scores}. Playing to {target}.</source>
        <translation>Állás: {scores}. A cél {target} pont.</translation>
    </message>
    <message>
        <source>Announcements of the game</source>
        <translation>A játék bejelentései</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Bid a smudge</source>
        <translation>Durchmars licit</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Licit: {bid}</translation>
    </message>
    <message>
        <source>not allowed now</source>
        <translation>most nem lehet</translation>
    </message>
</context>
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>Your play in hand {n}</source>
        <translation>A játékod a(z) {n}. leosztásban</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>{n}. leosztás</translation>
    </message>
</context>
<context>
    <name>AnalysisList</name>
    <message>
        <source>None of your bids or cards cost half a point or more (one decision checked).</source>
        <translation>Egyik licited vagy lapod sem került fél pontba vagy többe (egy döntés ellenőrizve).</translation>
    </message>
    <message numerus="yes">
        <source>None of your bids or cards cost half a point or more (%n decisions checked).</source>
        <translation>
            <numerusform>Egyik licited vagy lapod sem került fél pontba vagy többe (%n döntés ellenőrizve).</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mutasd</translation>
    </message>
    <message>
        <source>The table as it was before this decision</source>
        <translation>Az asztal e döntés előtt</translation>
    </message>
    <message>
        <source>Bidding: you said {played}; {best} was worth about +{cost} points.</source>
        <translation>Licit: ezt mondtad: {played}; {best} körülbelül +{cost} ponttal többet ért.</translation>
    </message>
    <message>
        <source>Naming trump: you named {played}; {best} were worth about +{cost} points.</source>
        <translation>Adu: {played} színt mondtál; {best} nagyjából +{cost} pontot ért volna.</translation>
    </message>
    <message>
        <source>Burning: you burned the {played}; the {best} was worth about +{cost} points.</source>
        <translation>Égetés: a(z) {played} lapot égetted; a(z) {best} nagyjából +{cost} pontot ért volna.</translation>
    </message>
    <message>
        <source>Your pitch: the {played}; the {best} was worth about +{cost} points.</source>
        <translation>Kezdő hívásod: {played}; {best} körülbelül +{cost} ponttal többet ért.</translation>
    </message>
    <message>
        <source>Trick {trick}: you played the {played}; the {best} was worth about +{cost} points.</source>
        <translation>{trick}. ütés: {played} lapot tetted; {best} körülbelül +{cost} ponttal többet ért.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Pass (P)</source>
        <translation>Passz (P)</translation>
    </message>
    <message>
        <source>Smudge</source>
        <translation>Durchmars</translation>
    </message>
    <message>
        <source>Take it ({bid})</source>
        <translation>Átveszem ({bid})</translation>
    </message>
</context>
<context>
    <name>BotLevel</name>
    <message>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <source>Bids a simple count in its best suit and wins with high cards.</source>
        <translation>Egyszerű számolással licitál a legjobb színében, és magas lapokkal üt.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <source>Plays out many deals of the hidden cards consistent with all it saw.</source>
        <translation>A rejtett lapok sok, a látottakkal összeillő elosztását játssza végig.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Véletlen</translation>
    </message>
    <message>
        <source>Any legal action: for tests.</source>
        <translation>Bármely szabályos lépés: teszteléshez.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Mohó</translation>
    </message>
    <message>
        <source>A yardstick: bids its likely points and wins a trick when it can.</source>
        <translation>Mérce: a valószínű pontjait licitálja, és üt, amikor csak tud.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>A good club player: counts trumps, reads voids, protects Low and the Jack.</source>
        <translation>Jó klubjátékos: számolja az adut, észreveszi a hiányzó színeket, védi a Low-t és a bubit.</translation>
    </message>
</context>
<context>
    <name>BotReason</name>
    <message>
        <source>{bot} chooses it</source>
        <translation>{bot} ezt választja</translation>
    </message>
    <message>
        <source>name {suit}: it holds my best count</source>
        <translation>{suit} az adu: ebben a színben a legerősebb a kezem</translation>
    </message>
    <message>
        <source>bid {bid}: I count {count} points</source>
        <translation>licit {bid}: {count} pontot számolok</translation>
    </message>
    <message>
        <source>pass: I count only {count} points</source>
        <translation>passz: csak {count} pontot számolok</translation>
    </message>
    <message>
        <source>the dealer is stuck: bid the least</source>
        <translation>az osztó kénytelen licitálni: a legkevesebbet mondom</translation>
    </message>
    <message>
        <source>pitch my best suit with its highest card</source>
        <translation>a legjobb színemet hívom, a legmagasabb lapjával</translation>
    </message>
    <message>
        <source>lead the ace of trump</source>
        <translation>az adu ászt hívom</translation>
    </message>
    <message>
        <source>lead high</source>
        <translation>magas lapot hívok</translation>
    </message>
    <message>
        <source>take it with a high card</source>
        <translation>magas lappal ütöm</translation>
    </message>
    <message>
        <source>follow low</source>
        <translation>alacsony lappal követek</translation>
    </message>
    <message>
        <source>the only bid allowed</source>
        <translation>az egyetlen megengedett licit</translation>
    </message>
    <message>
        <source>no deal fits the table; the first legal bid</source>
        <translation>egy leosztás sem illik az asztalhoz; az első szabályos licit</translation>
    </message>
    <message>
        <source>{why}; the bid stays with my partner</source>
        <translation>{why}; a licit a társamnál marad</translation>
    </message>
    <message>
        <source>smudge in {suit}: made in about {rate} of {samples} sampled deals</source>
        <translation>durchmars, adu: {suit}: {samples} kipróbált leosztás mintegy {rate}-ában teljesül</translation>
    </message>
    <message>
        <source>bid {bid} in {suit}: made in about {rate} of {samples} sampled deals</source>
        <translation>licit {bid}, adu: {suit}: {samples} kipróbált leosztás mintegy {rate}-ában teljesül</translation>
    </message>
    <message>
        <source>{why}, {gain} points a hand against passing</source>
        <translation>{why}, leosztásonként {gain} pont a passzhoz képest</translation>
    </message>
    <message>
        <source>{why}; made, it wins the match</source>
        <translation>{why}; ha teljesül, megnyeri a mérkőzést</translation>
    </message>
    <message>
        <source>{why}; the other side goes out if its bid stands</source>
        <translation>{why}; a másik fél kimegy, ha a licitje megáll</translation>
    </message>
    <message>
        <source>pass: no bid of mine would win the auction in {samples} sampled deals</source>
        <translation>passz: {samples} kipróbált leosztásban egyik licitem sem nyerné meg a licitálást</translation>
    </message>
    <message>
        <source>pass: the best bid, {bid} in {suit}, is made in only about {rate} of {samples} sampled deals</source>
        <translation>passz: a legjobb licit ({bid}, adu: {suit}) {samples} kipróbált leosztásnak csak mintegy {rate}-ában teljesül</translation>
    </message>
    <message>
        <source>pass: the best bid, {bid} in {suit}, would win the match but is made in only about {rate} of {samples} sampled deals; to win it as often as passing it needs {floor}</source>
        <translation>passz: a legjobb licit ({bid}, adu: {suit}) megnyerné a mérkőzést, de {samples} kipróbált leosztásnak csak mintegy {rate}-ában teljesül; hogy olyan gyakran nyerjen, mint a passz, {floor} kellene</translation>
    </message>
    <message>
        <source>pass: the best bid, {bid} in {suit}, gains only {gain} points a hand over passing</source>
        <translation>passz: a legjobb licit ({bid}, adu: {suit}) leosztásonként csak {gain} pontot hoz a passzhoz képest</translation>
    </message>
    <message>
        <source>{card}: the only card that may be played</source>
        <translation>{card}: az egyetlen lap, amely kijátszható</translation>
    </message>
    <message>
        <source>no deal fits the table; the first legal card</source>
        <translation>egy leosztás sem illik az asztalhoz; az első szabályos lap</translation>
    </message>
    <message>
        <source>{why} (the search finds no better card)</source>
        <translation>{why} (a keresés nem talál jobb lapot)</translation>
    </message>
    <message>
        <source>{play}: {gain} points a hand over {other}</source>
        <translation>{play}: leosztásonként {gain} pont ehhez képest: {other}</translation>
    </message>
    <message>
        <source>{why}; it wins {point} for my side in {more} more of {samples} sampled deals</source>
        <translation>{why}; {samples} kipróbált leosztásból {more} esettel többször nyeri meg a felemnek ezt: {point}</translation>
    </message>
    <message>
        <source>{card}: the only card that may be burned</source>
        <translation>{card}: az egyetlen lap, amely elégethető</translation>
    </message>
    <message>
        <source>no deal fits the table; my best suit</source>
        <translation>egyetlen leosztás sem illik az asztalhoz; a legjobb színem</translation>
    </message>
    <message>
        <source>name {suit}: after the draw my bid is made in about {rate} of {samples} sampled deals</source>
        <translation>{suit} az adu: a húzás után a licitem a {samples} szimulált leosztás nagyjából {rate} részében teljesül</translation>
    </message>
    <message>
        <source>burn {card}: {gain} points a hand over burning {other}</source>
        <translation>elégetem: {card}: {gain} pont leosztásonként ahhoz képest, mintha {other} lapot égetném</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Magas</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Alacsony</translation>
    </message>
    <message>
        <source>the Jack</source>
        <translation>Bubi</translation>
    </message>
    <message>
        <source>the Off-Jack</source>
        <translation>Társbubi</translation>
    </message>
    <message>
        <source>the Off-Ace</source>
        <translation>Társász</translation>
    </message>
    <message>
        <source>the Off-Three</source>
        <translation>Társhármas</translation>
    </message>
    <message>
        <source>the Off-Five</source>
        <translation>Társötös</translation>
    </message>
    <message>
        <source>the Big Joker</source>
        <translation>Nagy joker</translation>
    </message>
    <message>
        <source>the Little Joker</source>
        <translation>Kis joker</translation>
    </message>
    <message>
        <source>the Ten</source>
        <translation>Tízes</translation>
    </message>
    <message>
        <source>the Three</source>
        <translation>Hármas</translation>
    </message>
    <message>
        <source>the Five</source>
        <translation>Ötös</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>kijátszom: {card}</translation>
    </message>
    <message>
        <source>lead {card}</source>
        <translation>hívom: {card}</translation>
    </message>
    <message>
        <source>{first} and {next}</source>
        <translation>{first} és {next}</translation>
    </message>
    <message>
        <source>{held} of {suit} (about {points} points)</source>
        <translation>{suit} {held} (mintegy {points} pont)</translation>
    </message>
    <message>
        <source>discard {card}: I keep my {suit} and my high cards</source>
        <translation>eldobom: {card}: megtartom a(z) {suit} lapjaimat és a magas lapokat</translation>
    </message>
    <message>
        <source>burn {card}: every trump I may burn carries a point; it carries the least</source>
        <translation>elégetem: {card}: minden elégethető adum pontot visz; ez viszi a legkevesebbet</translation>
    </message>
    <message>
        <source>burn {card}: it carries no point; {home} stays home</source>
        <translation>elégetem: {card}: nem visz pontot; {home} megmarad</translation>
    </message>
    <message>
        <source>burn {card}: it carries no point</source>
        <translation>elégetem: {card}: nem visz pontot</translation>
    </message>
    <message>
        <source>draw: throw what is not trump and take the rest of the stock</source>
        <translation>húzás: eldobom, ami nem adu, és elveszem a talon maradékát</translation>
    </message>
    <message>
        <source>draw: throw what is not trump and draw back to six</source>
        <translation>húzás: eldobom, ami nem adu, és hatig húzok</translation>
    </message>
    <message>
        <source>play {card}: the only card I may play</source>
        <translation>kijátszom: {card}: az egyetlen lap, amelyet kijátszhatok</translation>
    </message>
    <message>
        <source>lead {card}: nothing out can beat it</source>
        <translation>hívom: {card}: semmi kint lévő nem üti</translation>
    </message>
    <message>
        <source>take it with {card}, the cheapest trump that wins it</source>
        <translation>elviszem ezzel: {card}, a legolcsóbb adu, amely nyer</translation>
    </message>
    <message>
        <source>smudge: {hand}, every trick is mine</source>
        <translation>durchmars: {hand}, minden ütés az enyém</translation>
    </message>
    <message>
        <source>take the bid at {bid}, the least that wins: {hand}</source>
        <translation>átveszem a licitet {bid} ponton, ez a legkevesebb, ami nyer: {hand}</translation>
    </message>
    <message>
        <source>bid {bid}: {hand}</source>
        <translation>licit {bid}: {hand}</translation>
    </message>
    <message>
        <source>pass: my partner holds the bid and I have {hand}</source>
        <translation>passz: a licit a társamé, nálam pedig ez van: {hand}</translation>
    </message>
    <message>
        <source>pass: {hand} is not enough</source>
        <translation>passz: ennyi nem elég: {hand}</translation>
    </message>
    <message>
        <source>stuck: bid {bid} on {hand}</source>
        <translation>kénytelen vagyok: licit {bid} erre: {hand}</translation>
    </message>
    <message>
        <source>name {suit}: {hand}</source>
        <translation>{suit} az adu: {hand}</translation>
    </message>
    <message>
        <source>pitch {suit}: lead the ace of trump to draw trumps</source>
        <translation>adu: {suit}: az adu ászt hívom, hogy kihúzzam az adukat</translation>
    </message>
    <message>
        <source>pitch {suit}: lead {card}, an opponent&apos;s short Jack may fall</source>
        <translation>adu: {suit}: hívom: {card}, egy ellenfél gyengén védett Bubija leeshet</translation>
    </message>
    <message>
        <source>pitch {suit}: lead {card}, keeping {home} home</source>
        <translation>adu: {suit}: hívom: {card}, megtartva: {home}</translation>
    </message>
    <message>
        <source>pitch {suit}: lead {card}, the cheapest middle trump</source>
        <translation>adu: {suit}: hívom: {card}, a legolcsóbb közepes adu</translation>
    </message>
    <message>
        <source>pitch {suit} with {card}</source>
        <translation>adu: {suit}, hívom: {card}</translation>
    </message>
    <message>
        <source>lead {card}: an opponent&apos;s short Jack may fall under it</source>
        <translation>hívom: {card}: alá eshet egy ellenfél gyengén védett Bubija</translation>
    </message>
    <message>
        <source>lead the jack of trump: nothing out can beat it</source>
        <translation>az adu bubit hívom: kint semmi sem üti</translation>
    </message>
    <message>
        <source>lead {card} to draw trumps</source>
        <translation>hívom: {card}, hogy kihúzzam az adukat</translation>
    </message>
    <message>
        <source>lead {card}: the opponents are out of trumps</source>
        <translation>hívom: {card}: az ellenfeleknek nincs több adujuk</translation>
    </message>
    <message>
        <source>lead {card}, a card that gives away little</source>
        <translation>hívom: {card}, kevés pontot ad el</translation>
    </message>
    <message>
        <source>lead {card}, keeping {home} home</source>
        <translation>hívom: {card}, megtartva: {home}</translation>
    </message>
    <message>
        <source>lead {card}, a trump that gives away little</source>
        <translation>hívom: {card}, kevés pontot adó adu</translation>
    </message>
    <message>
        <source>{card} is safe in my partner&apos;s trick: nothing beats it</source>
        <translation>{card}: biztonságban van a társam ütésében, semmi sem üti</translation>
    </message>
    <message>
        <source>{card} banks Low: my side wins this trick anyway</source>
        <translation>{card}: bebiztosítja az Alacsonyt, ezt az ütést úgyis a felem viszi</translation>
    </message>
    <message>
        <source>give {card} to my partner&apos;s trick</source>
        <translation>a társam ütésébe adom: {card}</translation>
    </message>
    <message>
        <source>my partner has the trick: play {card}</source>
        <translation>az ütés a társamé: kijátszom: {card}</translation>
    </message>
    <message>
        <source>{card} banks Low: this trick is mine anyway</source>
        <translation>{card}: bebiztosítja az Alacsonyt, ez az ütés úgyis az enyém</translation>
    </message>
    <message>
        <source>{card} is safe: no opponent still to play can take it</source>
        <translation>{card}: biztonságban van, egyik még hátralévő ellenfél sem ütheti</translation>
    </message>
    <message>
        <source>take the trick with {card}, keeping its points</source>
        <translation>elviszem az ütést, ezzel: {card}, és megtartom a pontjait</translation>
    </message>
    <message>
        <source>take the trick with {card}: no opponent to come can beat it</source>
        <translation>elviszem az ütést, ezzel: {card}: egyik következő ellenfél sem ütheti</translation>
    </message>
    <message>
        <source>fight for the points with {card}</source>
        <translation>harcolok a pontokért, ezzel: {card}</translation>
    </message>
    <message>
        <source>take the trick with {card} rather than give away {other}</source>
        <translation>elviszem az ütést, ezzel: {card}, ahelyett, hogy elajándékoznám: {other}</translation>
    </message>
    <message>
        <source>play {card}: my partner may lose the trick, so give little</source>
        <translation>kijátszom: {card}: a társam elveszítheti az ütést, ezért keveset adok</translation>
    </message>
    <message>
        <source>play {card}: cheapest card, though it may not hold the trick</source>
        <translation>kijátszom: {card}: a legolcsóbb lap, bár lehet, hogy nem viszi az ütést</translation>
    </message>
    <message>
        <source>play {card}: the trick is lost, give nothing away</source>
        <translation>kijátszom: {card}: az ütés elveszett, semmit sem adok el</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>a {card}</translation>
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
        <translation>D</translation>
    </message>
    <message>
        <source>J</source>
        <comment>corner index of a jack</comment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>CardsPlayedDialog</name>
    <message>
        <source>Cards played</source>
        <translation>Kijátszott lapok</translation>
    </message>
    <message>
        <source>No card has been played yet in this hand.</source>
        <translation>Ebben a leosztásban még nem játszottak ki lapot.</translation>
    </message>
    <message>
        <source>Burned face up: {cards}</source>
        <translation>Felfordítva elégetve: {cards}</translation>
    </message>
    <message>
        <source>Out of play (you threw or drew them): {cards}</source>
        <translation>Kiesett (te dobtad el vagy húztad): {cards}</translation>
    </message>
    <message>
        <source>{card} {name}</source>
        <translation>{card} {name}</translation>
    </message>
    <message>
        <source>{suit} (trump)</source>
        <translation>{suit} (adu)</translation>
    </message>
    <message>
        <source>Played: {cards}</source>
        <translation>Kijátszva: {cards}</translation>
    </message>
    <message>
        <source>Played: none</source>
        <translation>Kijátszva: egy sem</translation>
    </message>
    <message>
        <source>In your hand: {cards}</source>
        <translation>A kezedben: {cards}</translation>
    </message>
    <message>
        <source>Not seen yet: {cards}</source>
        <translation>Még nem látott: {cards}</translation>
    </message>
</context>
<context>
    <name>DayComparer</name>
    <message>
        <source>the computer players&apos; helper stopped</source>
        <translation>a gépi játékosok segédfolyamata leállt</translation>
    </message>
    <message>
        <source>an error in the replay</source>
        <translation>hiba történt az újrajátszásban</translation>
    </message>
</context>
<context>
    <name>DayResultDialog</name>
    <message>
        <source>Deal of the day {day}</source>
        <translation>A nap leosztása, {day}</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>szakértő</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>normál</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>{n}. leosztás</translation>
    </message>
    <message>
        <source>{diff} against {level}</source>
        <translation>{diff} {level} ellenében</translation>
    </message>
    <message>
        <source>the expert</source>
        <translation>a szakértő</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>házi szabályok</translation>
    </message>
    <message>
        <source>Pitch, deal of the day {day}, {rules}: {result}</source>
        <translation>Pitch, a nap leosztása {day}, {rules}: {result}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Replaying your deals with the expert&apos;s play…</source>
        <translation>A szakértő újrajátssza a leosztásaidat…</translation>
    </message>
    <message>
        <source>Save a challenge…</source>
        <translation>Kihívás mentése…</translation>
    </message>
    <message>
        <source>{diff} against {name}, whose challenge this is</source>
        <translation>{diff} {name} ellen, akitől ez a kihívás jött</translation>
    </message>
    <message>
        <source>Save a challenge</source>
        <translation>Kihívás mentése</translation>
    </message>
    <message>
        <source>Pitch challenges (*.json);;All files (*)</source>
        <translation>Pitch-kihívások (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>{file} could not be written ({why}).</source>
        <translation>{file} nem írható ({why}).</translation>
    </message>
    <message>
        <source>Saved as {file}: a friend opens it with Game &gt; Open a challenge.</source>
        <translation>Mentve: {file}. Egy barátod a Játék &gt; Kihívás megnyitása paranccsal nyithatja meg.</translation>
    </message>
</context>
<context>
    <name>DiscardPanel</name>
    <message>
        <source>Cards to discard, face down: {n}</source>
        <translation>Eldobandó lapok, lefordítva: {n}</translation>
    </message>
    <message>
        <source>Chosen: {chosen} of {wanted}. Click a card (or Space) to choose it</source>
        <translation>Kiválasztva: {chosen} / {wanted}. Kattints egy lapra (vagy Szóköz) a kiválasztáshoz</translation>
    </message>
    <message>
        <source>Discard (Enter)</source>
        <translation>Eldobás (Enter)</translation>
    </message>
</context>
<context>
    <name>DiskTrouble</name>
    <message>
        <source>the disk is full</source>
        <translation>megtelt a lemez</translation>
    </message>
    <message>
        <source>the disk or its folder is read-only</source>
        <translation>a lemez vagy a mappája csak olvasható</translation>
    </message>
    <message>
        <source>another program has locked it</source>
        <translation>egy másik program zárolta</translation>
    </message>
    <message>
        <source>its folder or disk is missing</source>
        <translation>hiányzik a mappája vagy a lemez</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ez mappa, nem fájl</translation>
    </message>
    <message>
        <source>it is a named pipe, not a file</source>
        <translation>ez nevesített cső, nem fájl</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>ez socket, nem fájl</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>ez eszköz, nem fájl</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ez nem közönséges fájl</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Vége a partinak</translation>
    </message>
    <message>
        <source>{winner} win the match!</source>
        <translation>{winner} nyerték a partit!</translation>
    </message>
    <message>
        <source>{winner} wins the match!</source>
        <translation>{winner} nyerte a partit!</translation>
    </message>
    <message>
        <source>One hand played, to {target}.</source>
        <translation>Egy leosztás, {target} pontig.</translation>
    </message>
    <message numerus="yes">
        <source>%n hands played, to {target}.</source>
        <translation>
            <numerusform>%n leosztás, {target} pontig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Teljesített licitek</translation>
    </message>
    <message>
        <source>Bids set back</source>
        <translation>Bukott licitek</translation>
    </message>
    <message>
        <source>No side scored in a hand of this match.</source>
        <translation>Ebben a partiban senki sem szerzett pontot egy leosztásban sem.</translation>
    </message>
    <message>
        <source>Best hand: {side} scored {points:+d} in hand {n}.</source>
        <translation>Legjobb leosztás: {side} {points:+d} a(z) {n}. leosztásban.</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Új parti…</translation>
    </message>
    <message>
        <source>Choose the players and rules of a new match</source>
        <translation>Válaszd ki egy új parti játékosait és szabályait</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Visszavágó</translation>
    </message>
    <message>
        <source>The same players and rules, a fresh deal</source>
        <translation>Ugyanazok a játékosok és szabályok, új osztás</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>Előzmények…</translation>
    </message>
    <message>
        <source>Replay the hands of this match and the ones before</source>
        <translation>Ennek és a korábbi partiknak a leosztásai újra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
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
        <translation>Klasszikus Pitch</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>{players} players in {teams} teams</source>
        <translation>{players} játékos, {teams} csapatban</translation>
    </message>
    <message>
        <source>{players} players, each for themselves</source>
        <translation>{players} játékos, mindenki magáért</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>The record stops before the end of the hand.</source>
        <translation>A felvétel a leosztás vége előtt megszakad.</translation>
    </message>
    <message>
        <source>{side} {hand} (total {total})</source>
        <translation>{side} {hand} (összesen {total})</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>{side} nyerte a partit.</translation>
    </message>
    <message>
        <source>Choose a hand in the list to replay it.</source>
        <translation>Válassz egy leosztást a listából az újrajátszáshoz.</translation>
    </message>
</context>
<context>
    <name>HandReplay</name>
    <message>
        <source>Start</source>
        <translation>Eleje</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Az osztáshoz (Home)</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Ütés</translation>
    </message>
    <message>
        <source>Back a trick (Page Up)</source>
        <translation>Vissza egy ütést (Page Up)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Vissza</translation>
    </message>
    <message>
        <source>Back a bid or card (Left)</source>
        <translation>Vissza egy licitet vagy lapot (Bal)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Előre ▶</translation>
    </message>
    <message>
        <source>Forward a bid or card (Right)</source>
        <translation>Előre egy licitet vagy lapot (Jobb)</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Ütés ▶▶</translation>
    </message>
    <message>
        <source>Forward a trick (Page Down)</source>
        <translation>Előre egy ütést (Page Down)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Vége</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>A végére (End)</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>A döntéseid</translation>
    </message>
    <message>
        <source>The breakdown of the hand shows here.</source>
        <translation>Itt látszik a leosztás részletezése.</translation>
    </message>
    <message>
        <source>No hand chosen</source>
        <translation>Nincs kiválasztott leosztás</translation>
    </message>
    <message>
        <source>{title} · {step}</source>
        <translation>{title} · {step}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>{step}. lépés / {steps}</translation>
    </message>
    <message>
        <source>You deal; every hand is face up</source>
        <translation>Te osztasz; minden lap fölfordítva</translation>
    </message>
    <message>
        <source>{dealer} deals; every hand is face up</source>
        <translation>{dealer} oszt; minden lap fölfordítva</translation>
    </message>
    <message>
        <source>{name}: pass</source>
        <translation>{name}: passz</translation>
    </message>
    <message>
        <source>{name}: bid {bid}</source>
        <translation>{name}: licit {bid}</translation>
    </message>
    <message>
        <source>{said}. Everyone passed: the hand is thrown in</source>
        <translation>{said}. Mindenki passzolt: a leosztás érvénytelen</translation>
    </message>
    <message>
        <source>{said}. You pitch at {bid}</source>
        <translation>{said}. Te vagy a felvevő, licit: {bid}</translation>
    </message>
    <message>
        <source>{said}. {pitcher} pitches at {bid}</source>
        <translation>{said}. {pitcher} a felvevő, licit: {bid}</translation>
    </message>
    <message>
        <source>You lead the {card}</source>
        <translation>Hívod: {card}</translation>
    </message>
    <message>
        <source>{name} leads the {card}</source>
        <translation>{name} hívja: {card}</translation>
    </message>
    <message>
        <source>You pitch the {card}; {suit} are trump</source>
        <translation>Kihívod: {card}; az adu {suit}</translation>
    </message>
    <message>
        <source>{name} pitches the {card}; {suit} are trump</source>
        <translation>{name} kihívja: {card}; az adu {suit}</translation>
    </message>
    <message>
        <source>You play the {card}</source>
        <translation>Kijátszod: {card}</translation>
    </message>
    <message>
        <source>{name} plays the {card}</source>
        <translation>{name} kijátssza: {card}</translation>
    </message>
    <message>
        <source>{words}; you take the trick</source>
        <translation>{words}; te viszed az ütést</translation>
    </message>
    <message>
        <source>{words}; {winner} takes the trick</source>
        <translation>{words}; {winner} viszi az ütést</translation>
    </message>
    <message>
        <source>Trick {trick}: {words}</source>
        <translation>{trick}. ütés: {words}</translation>
    </message>
    <message>
        <source>{words}. The hand is over</source>
        <translation>{words}. A leosztásnak vége</translation>
    </message>
    <message>
        <source>{name} discards a card, face down</source>
        <translation>{name} eldob egy lapot, lefordítva</translation>
    </message>
    <message>
        <source>You discard the {card}, face down</source>
        <translation>Eldobod lefordítva: {card}</translation>
    </message>
    <message>
        <source>{name} discards the {card}, face down</source>
        <translation>{name} eldobja lefordítva: {card}</translation>
    </message>
    <message>
        <source>You name {suit} trump</source>
        <translation>{suit} az adu, ezt mondod</translation>
    </message>
    <message>
        <source>{name} names {suit} trump</source>
        <translation>{name} szerint {suit} az adu</translation>
    </message>
    <message>
        <source>You hold more than six trumps and burn the {card}</source>
        <translation>Hatnál több adud van, és elégeted: {card}</translation>
    </message>
    <message>
        <source>{name} holds more than six trumps and burns the {card}</source>
        <translation>{name} kezében hatnál több adu van, és elégeti: {card}</translation>
    </message>
    <message>
        <source>You throw {thrown}, take the rest of the stock ({drawn}) and keep {kept}</source>
        <translation>Eldobsz {thrown} lapot, elveszed a talon maradékát ({drawn}), és {kept} lapot tartasz meg</translation>
    </message>
    <message>
        <source>{name} throws {thrown}, takes the rest of the stock ({drawn}) and keeps {kept}</source>
        <translation>{name} eldob {thrown} lapot, elveszi a talon maradékát ({drawn}), és {kept} lapot tart meg</translation>
    </message>
    <message>
        <source>You throw {thrown}, draw {drawn} and keep {kept}</source>
        <translation>Eldobsz {thrown} lapot, húzol {drawn} lapot, és {kept} lapot tartasz meg</translation>
    </message>
    <message>
        <source>{name} throws {thrown}, draws {drawn} and keeps {kept}</source>
        <translation>{name} eldob {thrown} lapot, húz {drawn} lapot, és {kept} lapot tart meg</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Mindenki passzolt: a leosztás érvénytelen.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>You bid {bid} and made it:</source>
        <translation>A licited: {bid}, teljesítve:</translation>
    </message>
    <message>
        <source>{pitcher} bid {bid} and made it:</source>
        <translation>{pitcher} licitje: {bid}, teljesítve:</translation>
    </message>
    <message>
        <source>{side} score {points:+d}</source>
        <translation>{side}: {points:+d} pont</translation>
    </message>
    <message>
        <source>You bid {bid} and won {won}:</source>
        <translation>A licited: {bid}, de csak {won} pontot vittél:</translation>
    </message>
    <message>
        <source>{pitcher} bid {bid} and won {won}:</source>
        <translation>{pitcher} licitje: {bid}, de csak {won} pontot vitt:</translation>
    </message>
    <message>
        <source>{side} set back {points:+d}</source>
        <translation>{side} bukott: {points:+d}</translation>
    </message>
    <message>
        <source>{counts}: a tie</source>
        <translation>{counts}: döntetlen</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>nincs játékban</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>nem került kiosztásra</translation>
    </message>
    <message>
        <source>{card}, held by you</source>
        <translation>{card}, a te kezedben</translation>
    </message>
    <message>
        <source>{card}, taken by you</source>
        <translation>{card}, te ütötted</translation>
    </message>
    <message>
        <source>{card}, held by {name}</source>
        <translation>{card}, {name} kezében</translation>
    </message>
    <message>
        <source>{card}, taken by {name}</source>
        <translation>{card}, {name} ütötte</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <source>{award} ({worth})</source>
        <translation>{award} ({worth})</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>{n}. leosztás</translation>
    </message>
    <message>
        <source>Playing to {target}.</source>
        <translation>A cél {target} pont.</translation>
    </message>
    <message>
        <source>Continue (Space)</source>
        <translation>Tovább (Szóköz)</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ez a leosztás</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The hand history cannot be kept ({why}).</source>
        <translation>A leosztások története nem menthető ({why}).</translation>
    </message>
    <message>
        <source>The hand history could not be read ({why}) nor moved aside; hands are not being kept.</source>
        <translation>A leosztások története nem olvasható ({why}), és félretenni sem sikerült; a leosztások nem kerülnek mentésre.</translation>
    </message>
    <message>
        <source>The hand history could not be read ({why}); it was kept as {file} and a new one was started.</source>
        <translation>A leosztások története nem olvasható ({why}); {file} néven megőriztük, és újat kezdtünk.</translation>
    </message>
    <message>
        <source>The hand history is locked by another program ({why}).</source>
        <translation>A leosztások történetét egy másik program zárolja ({why}).</translation>
    </message>
    <message>
        <source>not a readable database: {why}</source>
        <translation>nem olvasható adatbázis: {why}</translation>
    </message>
    <message>
        <source>it was written by a newer version of Pitch</source>
        <translation>a Pitch egy újabb változata írta</translation>
    </message>
    <message>
        <source>it is not a hand history</source>
        <translation>ez nem leosztás-történet</translation>
    </message>
    <message>
        <source>its tables are missing</source>
        <translation>hiányoznak a táblái</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>sérült</translation>
    </message>
    <message>
        <source>its journal cannot be kept</source>
        <translation>a naplója nem vezethető</translation>
    </message>
    <message>
        <source>The hand history could not be written ({why}).</source>
        <translation>A leosztások története nem írható ({why}).</translation>
    </message>
    <message>
        <source>The hand history could not be read ({why}).</source>
        <translation>A leosztások története nem olvasható ({why}).</translation>
    </message>
    <message>
        <source>That match is no longer in the history.</source>
        <translation>Ez a parti már nincs a történetben.</translation>
    </message>
    <message>
        <source>The record of that match is damaged.</source>
        <translation>Ennek a partinak a felvétele sérült.</translation>
    </message>
    <message>
        <source>The record of that match is damaged ({why}).</source>
        <translation>Ennek a partinak a felvétele sérült ({why}).</translation>
    </message>
    <message>
        <source>That hand is no longer in the history.</source>
        <translation>Ez a leosztás már nincs a történetben.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}. hely</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Hand history</source>
        <translation>Leosztások története</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Változat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Open from file…</source>
        <translation>Megnyitás fájlból…</translation>
    </message>
    <message>
        <source>Export hand…</source>
        <translation>Leosztás exportálása…</translation>
    </message>
    <message>
        <source>Export match…</source>
        <translation>Parti exportálása…</translation>
    </message>
    <message>
        <source>No hands yet: every finished hand is kept here.</source>
        <translation>Még nincs leosztás: minden befejezett leosztás ide kerül.</translation>
    </message>
    <message>
        <source>{side} won: {scores}</source>
        <translation>{side} nyert: {scores}</translation>
    </message>
    <message>
        <source>{result} (practice)</source>
        <translation>{result} (gyakorlás)</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>Fájlból</translation>
    </message>
    <message>
        <source>Unfinished: {scores} after one hand</source>
        <translation>Befejezetlen: {scores} egy leosztás után</translation>
    </message>
    <message numerus="yes">
        <source>Unfinished: {scores} after %n hands</source>
        <translation>
            <numerusform>Befejezetlen: {scores} %n leosztás után</numerusform>
        </translation>
    </message>
    <message>
        <source>{result} (with friends)</source>
        <translation>{result} (barátokkal)</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>egy leosztás</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n leosztás</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>{n}. leosztás</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nincs befejezve</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>bedobva</translation>
    </message>
    <message>
        <source>{name} bid {bid}</source>
        <translation>{name} licitje: {bid}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>teljesítve</translation>
    </message>
    <message>
        <source>set back</source>
        <translation>bukott</translation>
    </message>
    <message>
        <source>Pitch records (*.json);;All files (*)</source>
        <translation>Pitch-felvételek (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Open a hand or match</source>
        <translation>Leosztás vagy parti megnyitása</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>A leosztás exportálása</translation>
    </message>
    <message>
        <source>Export the match</source>
        <translation>A parti exportálása</translation>
    </message>
    <message>
        <source>{file} cannot be opened ({why}).</source>
        <translation>{file} nem nyitható meg ({why}).</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>nem szöveg</translation>
    </message>
    <message>
        <source>{file} is not a hand or match Pitch can replay ({why}).</source>
        <translation>{file} nem olyan leosztás vagy parti, amelyet a Pitch vissza tud játszani ({why}).</translation>
    </message>
    <message>
        <source>{file} holds no hands.</source>
        <translation>{file} nem tartalmaz leosztást.</translation>
    </message>
    <message>
        <source>{file} was opened: choose a hand to replay it.</source>
        <translation>{file} megnyitva: válassz egy leosztást az újrajátszáshoz.</translation>
    </message>
    <message>
        <source>{file} could not be written ({why}).</source>
        <translation>{file} nem írható ({why}).</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Mentve: {file}.</translation>
    </message>
    <message>
        <source>{file} is a friend&apos;s challenge: Game &gt; Open a challenge plays its deals.</source>
        <translation>A(z) {file} egy barát kihívása: a Játék &gt; Kihívás megnyitása játssza le a leosztásait.</translation>
    </message>
    <message>
        <source>Deal of the day {day}: {against} ({result})</source>
        <translation>A nap leosztása, {day}: {against} ({result})</translation>
    </message>
    <message>
        <source>Deal of the day {day}: {result}</source>
        <translation>A nap leosztása, {day}: {result}</translation>
    </message>
    <message>
        <source>{difference} against standard</source>
        <translation>{difference} a normál szint ellen</translation>
    </message>
    <message>
        <source>{difference} against the expert</source>
        <translation>{difference} a szakértő ellen</translation>
    </message>
</context>
<context>
    <name>HistoryRecorder</name>
    <message>
        <source>{problem}; your hands are kept and go into it as soon as it can be written.</source>
        <translation>{problem}; a leosztásaidat megőrizzük, és bekerülnek, amint írható lesz.</translation>
    </message>
    <message>
        <source>A hand could not be added to the history ({why}).</source>
        <translation>Egy leosztást nem sikerült a történetbe írni ({why}).</translation>
    </message>
    <message>
        <source>The hands kept while the history could not be written are in it now.</source>
        <translation>A megőrzött leosztások most már bekerültek a történetbe.</translation>
    </message>
</context>
<context>
    <name>HostTableDialog</name>
    <message>
        <source>Anyone with the invite code may watch</source>
        <translation>Bárki nézheti, akinél ott a meghívókód</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Asztal nyitása</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Változat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Játék eddig</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>A helyed</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name} asztala</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Az asztal neve</translation>
    </message>
    <message>
        <source>A new table</source>
        <translation>Új asztal</translation>
    </message>
    <message>
        <source>{table}: go on with its match</source>
        <translation>{table}: a parti folytatása</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source> s</source>
        <translation> mp</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>nincs időkorlát</translation>
    </message>
    <message>
        <source>A computer player plays a turn that takes longer than this</source>
        <translation>Az ennél tovább tartó kört egy gépi játékos játssza le</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>Idő egy körre</translation>
    </message>
    <message>
        <source>Players may chat</source>
        <translation>A játékosok csevegthetnek</translation>
    </message>
    <message>
        <source>Players may ask for hints</source>
        <translation>A játékosok kérhetnek tippet</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Let players on this network find the table</source>
        <translation>A hálózaton lévő játékosok megtalálhatják az asztalt</translation>
    </message>
    <message>
        <source>Undo is off at a table with friends: it would show cards already seen. Friends join with the invite code shown next.</source>
        <translation>Barátokkal nem lehet visszavonni: már látott lapokat mutatna meg. A barátok a következő lépésben mutatott meghívókóddal ülnek le.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <source>Give your name.</source>
        <translation>Add meg a neved.</translation>
    </message>
</context>
<context>
    <name>JoinTableDialog</name>
    <message>
        <source>Watch</source>
        <translation>Nézés</translation>
    </message>
    <message>
        <source>See the table without a seat: no cards of anyone&apos;s, the chat to read</source>
        <translation>Az asztal ülőhely nélkül: senkinek a lapjai nélkül, a csevegés olvasható</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Leülés egy asztalhoz</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Asztalok keresése ezen a hálózaton…</translation>
    </message>
    <message>
        <source>192.168.1.20, or wss://pitch.example.org</source>
        <translation>192.168.1.20, vagy wss://pitch.example.org</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Cím</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Meghívókód</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>A neved</translation>
    </message>
    <message>
        <source>The first free seat</source>
        <translation>Az első szabad hely</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}. hely</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Hely</translation>
    </message>
    <message>
        <source>A table at a ws:// address is not encrypted: others on the network can read what it sends you, your own cards included. A server on the internet should use wss://.</source>
        <translation>Egy ws:// című asztal nem titkosít: a hálózaton mások is olvashatják, amit küld neked, a saját lapjaidat is. Egy interneten lévő szerver használjon wss://-t.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Leülök</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Asztalok ezen a hálózaton</translation>
    </message>
    <message>
        <source>{table}: your seat as {name}</source>
        <translation>{table}: a helyed {name} néven</translation>
    </message>
    <message>
        <source>Tables on this network cannot be heard here.</source>
        <translation>Innen nem hallani a hálózat asztalait.</translation>
    </message>
    <message>
        <source>That is not an invite code: it has four groups of four letters and digits, like {code}.</source>
        <translation>Ez nem meghívókód: négy, négy betűből és számjegyből álló csoportja van, mint {code}.</translation>
    </message>
    <message>
        <source>Give your name.</source>
        <translation>Add meg a neved.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>The table</source>
        <translation>Az asztal</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Hely</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Ki játszik</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>A parti indítása</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Felállok az asztaltól</translation>
    </message>
    <message>
        <source>Invite code: read it to your friends, or send it</source>
        <translation>Meghívókód: olvasd fel a barátaidnak, vagy küldd el nekik</translation>
    </message>
    <message>
        <source>{table}: {n} players</source>
        <translation>{table}: {n} játékos</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (te)</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol van</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>egy barát</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>a házigazda</translation>
    </message>
    <message>
        <source>open: a computer player</source>
        <translation>szabad: gépi játékos</translation>
    </message>
    <message>
        <source>Start when everyone is seated: open seats get computer players.</source>
        <translation>Indíts, ha mindenki leült: a szabad helyekre gépi játékosok ülnek.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Várakozás, hogy a házigazda elindítsa a partit…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>You call the {card}: whoever holds it is your partner</source>
        <translation>Hívod: {card}; akinél van, az a társad</translation>
    </message>
    <message>
        <source>{name} calls the {card}: whoever holds it is the partner</source>
        <translation>{name} hívja: {card}; akinél van, az a társa</translation>
    </message>
    <message>
        <source>You are {pitcher}&apos;s partner</source>
        <translation>Te vagy {pitcher} társa</translation>
    </message>
    <message>
        <source>{partner} is your partner</source>
        <translation>{partner} a társad</translation>
    </message>
    <message>
        <source>{partner} is {pitcher}&apos;s partner</source>
        <translation>{partner} {pitcher} társa</translation>
    </message>
    <message>
        <source>{name} robs the pack: a card, face down</source>
        <translation>{name} elveszi a paklit: egy lap, lefordítva</translation>
    </message>
    <message>
        <source>You rob the pack: the {card}, face up</source>
        <translation>Elveszed a paklit: {card}, felfordítva</translation>
    </message>
    <message>
        <source>{name} robs the pack: the {card}, face up</source>
        <translation>{name} elveszi a paklit: {card}, felfordítva</translation>
    </message>
    <message>
        <source>You rob the pack: the {card}, face down</source>
        <translation>Elveszed a paklit: {card}, lefordítva</translation>
    </message>
    <message>
        <source>{name} robs the pack: the {card}, face down</source>
        <translation>{name} elveszi a paklit: {card}, lefordítva</translation>
    </message>
    <message>
        <source>{words}; {n} to go</source>
        <translation>{words}; még {n}</translation>
    </message>
    <message>
        <source>{words}. {news}</source>
        <translation>{words}. {news}</translation>
    </message>
    <message>
        <source>You take the rest of the stock: {drawn}</source>
        <translation>Elveszed a talon maradékát: {drawn}</translation>
    </message>
    <message>
        <source>{name} takes the rest of the stock: {drawn}</source>
        <translation>{name} elveszi a talon maradékát: {drawn}</translation>
    </message>
    <message>
        <source>Call your partner</source>
        <translation>Hívd a társadat</translation>
    </message>
    <message>
        <source>Whoever holds the trump you call plays with you this hand</source>
        <translation>Akinél a hívott adu van, veled játszik ebben a leosztásban</translation>
    </message>
    <message>
        <source>First call your partner, in the panel above your cards</source>
        <translation>Előbb hívd a társadat, a lapjaid fölötti panelen</translation>
    </message>
    <message>
        <source>Hint: call the {card}. {reason}.</source>
        <translation>Tipp: hívd: {card}. {reason}.</translation>
    </message>
    <message>
        <source>Hint: throw the {card}. {reason}.</source>
        <translation>Tipp: dobd el: {card}. {reason}.</translation>
    </message>
    <message>
        <source>Burn the {card}?</source>
        <translation>Elégeted: {card}?</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Pitch</translation>
    </message>
    <message>
        <source>Claimed: the rest of the tricks are yours</source>
        <translation>Bejelentve: a hátralévő ütések a tieid</translation>
    </message>
    <message>
        <source>A claim is for when your cards surely take every trick left.</source>
        <translation>Akkor jelenthetsz be, ha a lapjaid biztosan elviszik az összes hátralévő ütést.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kártyaasztal</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Mi a következő lépés</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>Ú&amp;j parti…</translation>
    </message>
    <message>
        <source>Deal of the &amp;day…</source>
        <translation>A na&amp;p leosztása…</translation>
    </message>
    <message>
        <source>Ho&amp;st a table…</source>
        <translation>Asztal &amp;nyitása…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Leülés egy asztalhoz…</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>Leosztás át&amp;tekintése</translation>
    </message>
    <message>
        <source>&amp;Cards played</source>
        <translation>&amp;Kijátszott lapok</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Review your &amp;play</source>
        <translation>A játékod át&amp;nézése</translation>
    </message>
    <message>
        <source>&amp;Undo your last move</source>
        <translation>Utolsó lépés &amp;visszavonása</translation>
    </message>
    <message>
        <source>C&amp;laim the rest</source>
        <translation>A &amp;maradék bejelentése</translation>
    </message>
    <message>
        <source>Show a hint at &amp;every turn</source>
        <translation>Tipp &amp;minden körben</translation>
    </message>
    <message>
        <source>Play the last card by &amp;itself</source>
        <translation>Az utolsó lap &amp;magától menjen</translation>
    </message>
    <message>
        <source>&amp;Pause after each trick</source>
        <translation>&amp;Szünet minden ütés után</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>Leosztások &amp;története…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statisztika…</translation>
    </message>
    <message>
        <source>&amp;Open hand or match from file…</source>
        <translation>Leosztás vagy parti megnyitása &amp;fájlból…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Sebesség</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Négyszínű pakli</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>&amp;Asztal színe</translation>
    </message>
    <message>
        <source>Score &amp;pad</source>
        <translation>&amp;Pontozólap</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;Rules of this match</source>
        <translation>A parti &amp;szabályai</translation>
    </message>
    <message>
        <source>&amp;About pitch-desktop…</source>
        <translation>A pitch-desktop &amp;névjegye…</translation>
    </message>
    <message>
        <source>The new language applies when Pitch next starts.</source>
        <translation>Az új nyelv a Pitch következő indításakor lép életbe.</translation>
    </message>
    <message>
        <source>The saved match could not be resumed ({why}); it was kept as {file}.</source>
        <translation>A mentett parti nem folytatható ({why}); {file} néven megőriztük.</translation>
    </message>
    <message>
        <source>Your match was resumed where it stopped: hand {n}, score {scores}.</source>
        <translation>A parti ott folytatódik, ahol abbamaradt: {n}. leosztás, állás {scores}.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Játszom tovább</translation>
    </message>
    <message>
        <source>Abandon this match?</source>
        <translation>Feladod ezt a partit?</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Feladom</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Osztás…</translation>
    </message>
    <message>
        <source>Hand {n}: {dealer} deals</source>
        <translation>{n}. leosztás: {dealer} oszt</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>A maradék bejelentése</translation>
    </message>
    <message>
        <source>Your cards take every trick left: play them out (C)</source>
        <translation>A lapjaid elviszik az összes hátralévő ütést: játszd le őket (C)</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Tippet keresek…</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Tippet a saját körödben kérhetsz.</translation>
    </message>
    <message>
        <source>Hint: name {suit} trump. {reason}.</source>
        <translation>Tipp: legyen {suit} az adu. {reason}.</translation>
    </message>
    <message>
        <source>Hint: {bid}. {reason}.</source>
        <translation>Tipp: {bid}. {reason}.</translation>
    </message>
    <message>
        <source>Hint: burn the {card}. {reason}.</source>
        <translation>Tipp: égesd el: {card}. {reason}.</translation>
    </message>
    <message>
        <source>Hint: the {card}. {reason}.</source>
        <translation>Tipp: {card}. {reason}.</translation>
    </message>
    <message>
        <source>Nothing to take back in this hand.</source>
        <translation>Ebben a leosztásban nincs mit visszavonni.</translation>
    </message>
    <message>
        <source>Taken back: your move again.</source>
        <translation>Visszavonva: újra te lépsz.</translation>
    </message>
    <message>
        <source>Hints and undo make this a practice match: it stays out of your statistics.</source>
        <translation>A tippek és a visszavonás miatt ez gyakorló parti: nem számít bele a statisztikába.</translation>
    </message>
    <message numerus="yes">
        <source>Hand {n}: %n of your decisions cost half a point or more; Game &gt; Review your play shows them.</source>
        <translation>
            <numerusform>{n}. leosztás: %n döntésed fél pontba vagy többe került; Játék &gt; A játékod átnézése megmutatja.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last hand is still being analysed…</source>
        <translation>Az utolsó leosztásod elemzése még tart…</translation>
    </message>
    <message>
        <source>Play a hand first: then its analysis shows here.</source>
        <translation>Előbb játssz le egy leosztást: utána itt látod az elemzését.</translation>
    </message>
    <message>
        <source>{name}, it is your turn</source>
        <translation>{name}, te következel</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <source>Name trump</source>
        <translation>Mondj adut</translation>
    </message>
    <message>
        <source>High bid: {bid} by {name}</source>
        <translation>Legmagasabb licit: {bid} ({name})</translation>
    </message>
    <message>
        <source>No bids yet</source>
        <translation>Még nincs licit</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>A te licited</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te következel</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>{said}. Your cards take every trick left: claim the rest (C)</source>
        <translation>{said}. A lapjaid elviszik az összes hátralévő ütést: jelentsd be (C)</translation>
    </message>
    <message>
        <source>{said}. Click the table or press Space to go on</source>
        <translation>{said}. Kattints az asztalra, vagy nyomd meg a szóközt a folytatáshoz</translation>
    </message>
    <message>
        <source>Hand {n}: you deal</source>
        <translation>{n}. leosztás: te osztasz</translation>
    </message>
    <message>
        <source>You pitch at {bid}</source>
        <translation>Te vagy a felvevő, licit: {bid}</translation>
    </message>
    <message>
        <source>{name} pitches at {bid}</source>
        <translation>{name} a felvevő, licit: {bid}</translation>
    </message>
    <message>
        <source>{words}. {kitty}</source>
        <translation>{words}. {kitty}</translation>
    </message>
    <message>
        <source>You take the kitty</source>
        <translation>Felveszed a talont</translation>
    </message>
    <message>
        <source>{name} takes the kitty</source>
        <translation>{name} felveszi a talont</translation>
    </message>
    <message>
        <source>You take the kitty and discard {n}</source>
        <translation>Felveszed a talont, és {n} lapot eldobsz</translation>
    </message>
    <message>
        <source>{name} takes the kitty and discards {n}</source>
        <translation>{name} felveszi a talont, és {n} lapot eldob</translation>
    </message>
    <message>
        <source>You discard the {card}</source>
        <translation>Eldobod: {card}</translation>
    </message>
    <message>
        <source>{name} discards a card face down; {n} to go</source>
        <translation>{name} eldob egy lapot lefordítva; még {n}</translation>
    </message>
    <message>
        <source>{name} has discarded, face down</source>
        <translation>{name} eldobott, lefordítva</translation>
    </message>
    <message>
        <source>You name {suit} trump</source>
        <translation>{suit} az adu, ezt mondod</translation>
    </message>
    <message>
        <source>{name} names {suit} trump</source>
        <translation>{name} szerint {suit} az adu</translation>
    </message>
    <message>
        <source>You throw {thrown}; nothing is left in the stock</source>
        <translation>Eldobsz {thrown} lapot; a talonban nem maradt semmi</translation>
    </message>
    <message>
        <source>{name} throws {thrown}; nothing is left in the stock</source>
        <translation>{name} eldob {thrown} lapot; a talonban nem maradt semmi</translation>
    </message>
    <message>
        <source>You throw {thrown} and take the rest of the stock: {drawn}</source>
        <translation>Eldobsz {thrown} lapot, és elveszed a talon maradékát: {drawn}</translation>
    </message>
    <message>
        <source>{name} throws {thrown} and takes the rest of the stock: {drawn}</source>
        <translation>{name} eldob {thrown} lapot, és elveszi a talon maradékát: {drawn}</translation>
    </message>
    <message>
        <source>You throw {thrown} and draw {drawn}</source>
        <translation>Eldobsz {thrown} lapot, és húzol {drawn} lapot</translation>
    </message>
    <message>
        <source>{name} throws {thrown} and draws {drawn}</source>
        <translation>{name} eldob {thrown} lapot, és húz {drawn} lapot</translation>
    </message>
    <message>
        <source>{words}; not trump, so out at once: {dead}</source>
        <translation>{words}; nem adu, ezért azonnal kiesik: {dead}</translation>
    </message>
    <message>
        <source>You burn the {card}</source>
        <translation>Elégeted: {card}</translation>
    </message>
    <message>
        <source>{name} burns the {card}</source>
        <translation>{name} elégeti: {card}</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Te viszed az ütést</translation>
    </message>
    <message>
        <source>{name} takes the trick</source>
        <translation>{name} viszi az ütést</translation>
    </message>
    <message>
        <source>See the result (Space)</source>
        <translation>Az eredmény (Szóköz)</translation>
    </message>
    <message>
        <source>Hand over: press Space to continue</source>
        <translation>Vége a leosztásnak: a folytatáshoz nyomd meg a Szóközt</translation>
    </message>
    <message>
        <source>{scores} · to {target}</source>
        <translation>{scores} · cél: {target}</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Pontozólap</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn</source>
        <translation>Várj: {name} következik</translation>
    </message>
    <message>
        <source>First name trump, in the panel above your cards</source>
        <translation>Előbb mondj adut a lapjaid fölötti panelen</translation>
    </message>
    <message>
        <source>First bid or pass, in the panel above your cards</source>
        <translation>Előbb licitálj vagy passzolj a lapjaid fölötti panelen</translation>
    </message>
    <message>
        <source>That is all of them: click a chosen card to put it back</source>
        <translation>Ez mind: kattints egy kiválasztott lapra, hogy visszavedd</translation>
    </message>
    <message>
        <source>Play the {card}?</source>
        <translation>Kijátszod: {card}?</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand</source>
        <translation>Ebben a leosztásban még nem volt ütés</translation>
    </message>
    <message>
        <source>Quit Pitch? This match is saved and resumes when you come back.</source>
        <translation>Kilépsz a Pitchből? A parti mentve van, és visszatéréskor folytatódik.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Pitch was started again: this is the game already open.</source>
        <translation>A Pitch-et újra elindították: ez a már nyitott játék.</translation>
    </message>
    <message>
        <source>Your day could not be compared with the expert&apos;s play ({why}).</source>
        <translation>A napodat nem sikerült összevetni a szakértő játékával ({why}).</translation>
    </message>
    <message>
        <source>The deals of the day are played.</source>
        <translation>A nap leosztásai lejátszva.</translation>
    </message>
    <message>
        <source>Open a challen&amp;ge…</source>
        <translation>Kihívás megny&amp;itása…</translation>
    </message>
    <message>
        <source>Open a challenge</source>
        <translation>Kihívás megnyitása</translation>
    </message>
    <message>
        <source>Pitch challenges (*.json);;All files (*)</source>
        <translation>Pitch-kihívások (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>{name}&apos;s challenge: the deals of {day}, in {name}&apos;s seat.</source>
        <translation>{name} kihívása: a(z) {day} leosztásai, {name} helyén.</translation>
    </message>
    <message>
        <source>{file} cannot be played as a challenge ({why}).</source>
        <translation>A(z) {file} nem játszható kihívásként ({why}).</translation>
    </message>
    <message>
        <source>it names a computer level this game does not have: {level}</source>
        <translation>olyan gépi szintet nevez meg, amely ebben a játékban nincs: {level}</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>Call your partner: a trump you do not hold</source>
        <translation>Hívd a társadat: egy adut, amely nincs nálad</translation>
    </message>
    <message>
        <source>Rob the pack: throw a card, down to six: {n} to go</source>
        <translation>Vedd el a paklit: dobj el egy lapot, amíg hat nem marad: még {n}</translation>
    </message>
    <message>
        <source>That is neither a bid nor a card.</source>
        <translation>Ez se nem licit, se nem kártya.</translation>
    </message>
    <message>
        <source>No match is in play.</source>
        <translation>Nincs folyamatban parti.</translation>
    </message>
    <message>
        <source>The match has been stopped.</source>
        <translation>A parti leállt.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>A partinak vége.</translation>
    </message>
    <message>
        <source>The hand is over: continue to deal the next one.</source>
        <translation>Vége a leosztásnak: lépj tovább a következő osztáshoz.</translation>
    </message>
    <message>
        <source>Wait for the cards to be dealt.</source>
        <translation>Várd meg az osztás végét.</translation>
    </message>
    <message>
        <source>It is not your turn: {name} is to play.</source>
        <translation>Nem te következel: {name} jön.</translation>
    </message>
    <message>
        <source>Wait a moment: the table is still moving.</source>
        <translation>Egy pillanat: az asztalon még mozognak a lapok.</translation>
    </message>
    <message>
        <source>Playing out your claim</source>
        <translation>A bejelentésed lejátszása</translation>
    </message>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} gondolkodik</translation>
    </message>
    <message>
        <source>Name trump</source>
        <translation>Mondj adut</translation>
    </message>
    <message>
        <source>You took the kitty: cards to discard, face down: {n}</source>
        <translation>Felvetted a talont: eldobandó lapok, lefordítva: {n}</translation>
    </message>
    <message>
        <source>You hold more than six trumps: burn one</source>
        <translation>Hatnál több adud van: égess el egyet</translation>
    </message>
    <message>
        <source>Lead a trump</source>
        <translation>Hívj egy adut</translation>
    </message>
    <message>
        <source>Play a trump</source>
        <translation>Játssz ki egy adut</translation>
    </message>
    <message>
        <source>{name} took too long to think, so the computer players were restarted.</source>
        <translation>{name} túl sokáig gondolkodott, ezért a gépi játékosokat újraindítottuk.</translation>
    </message>
    <message>
        <source>{name} could not decide in time, so a safe move was made for them.</source>
        <translation>{name} nem döntött időben, ezért helyette egy biztonságos lépés történt.</translation>
    </message>
    <message>
        <source>The computer players&apos; helper stopped, so it was restarted.</source>
        <translation>A gépi játékosok segédfolyamata leállt, ezért újraindítottuk.</translation>
    </message>
    <message>
        <source>{name} made a mistake, so a safe move was made for them.</source>
        <translation>{name} hibázott, ezért helyette egy biztonságos lépés történt.</translation>
    </message>
    <message>
        <source>You are stuck: bid at least {bid}</source>
        <translation>Kénytelen vagy licitálni: legalább {bid}</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>A te licited</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <source>This match cannot be saved ({why}); it goes on unsaved.</source>
        <translation>Ez a parti nem menthető ({why}); mentés nélkül folytatódik.</translation>
    </message>
</context>
<context>
    <name>NamePanel</name>
    <message>
        <source>Trumps you would keep: {counts}</source>
        <translation>Ennyi adut tartanál meg: {counts}</translation>
    </message>
    <message>
        <source>Name {suit} trump</source>
        <translation>Legyen {suit} az adu</translation>
    </message>
    <message>
        <source>{words} (key {key})</source>
        <translation>{words} ({key} billentyű)</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <source>The host does not let anyone watch this table.</source>
        <translation>A házigazda senkinek sem engedi, hogy nézze ezt az asztalt.</translation>
    </message>
    <message>
        <source>As many people watch this table as may: try again later.</source>
        <translation>Ezt az asztalt már annyian nézik, ahányan nézhetik: próbáld újra később.</translation>
    </message>
    <message>
        <source>You are watching this table: only its players do that.</source>
        <translation>Ezt az asztalt nézed: ezt csak a játékosai tehetik meg.</translation>
    </message>
    <message>
        <source>The table has {n} seats: choose one of seats 1 to {n}.</source>
        <translation>Az asztalnál {n} hely van: válassz az 1–{n}. helyek közül.</translation>
    </message>
    <message>
        <source>the server stopped</source>
        <translation>a szerver leállt</translation>
    </message>
    <message>
        <source>the seat was taken up by another connection</source>
        <translation>a helyet egy másik kapcsolat vette át</translation>
    </message>
    <message>
        <source>this computer read the table too slowly</source>
        <translation>ez a számítógép túl lassan olvasta az asztalt</translation>
    </message>
    <message>
        <source>the server has too many players just now</source>
        <translation>a szervernek most túl sok játékosa van</translation>
    </message>
    <message>
        <source>the server could not understand this app</source>
        <translation>a szerver nem értette ezt az alkalmazást</translation>
    </message>
    <message>
        <source>No table has this invite code: check it with the host.</source>
        <translation>Egyik asztalnak sincs ilyen meghívókódja: egyeztesd a házigazdával.</translation>
    </message>
    <message>
        <source>That seat is no longer yours at this table.</source>
        <translation>Ez a hely már nem a tiéd ennél az asztalnál.</translation>
    </message>
    <message>
        <source>That seat is taken: choose another.</source>
        <translation>Ez a hely foglalt: válassz másikat.</translation>
    </message>
    <message>
        <source>The table has no free seat.</source>
        <translation>Az asztalnál nincs szabad hely.</translation>
    </message>
    <message>
        <source>The match at this table has started: only its players rejoin.</source>
        <translation>Ennél az asztalnál elkezdődött a parti: csak a játékosai ülhetnek vissza.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Ezt csak a házigazda teheti meg.</translation>
    </message>
    <message>
        <source>The table server is full: try again later.</source>
        <translation>Az asztalszerver megtelt: próbáld újra később.</translation>
    </message>
    <message>
        <source>The host has turned chat off at this table.</source>
        <translation>A házigazda kikapcsolta a csevegést ennél az asztalnál.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window or computer.</source>
        <translation>A helyedet egy másik ablakból vagy gépről visszavették.</translation>
    </message>
    <message>
        <source>Too many tries at once: wait a little and try again.</source>
        <translation>Túl sok próbálkozás egyszerre: várj egy kicsit, és próbáld újra.</translation>
    </message>
    <message>
        <source>The table refused it ({why}).</source>
        <translation>Az asztal elutasította ({why}).</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({why}).</source>
        <translation>Megszakadt a kapcsolat az asztallal ({why}).</translation>
    </message>
    <message>
        <source>{name} is thinking</source>
        <translation>{name} gondolkodik</translation>
    </message>
    <message>
        <source>The table sent far more than any table does, so you left it.</source>
        <translation>Az asztal sokkal többet küldött, mint bármely asztal szokott, ezért kiléptél belőle.</translation>
    </message>
    <message>
        <source>{name} is away</source>
        <translation>{name} távol van</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them in {seconds} s</source>
        <translation>{name} távol van: {seconds} mp múlva a gép játszik helyette</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them</source>
        <translation>{name} távol van: a gép játszik helyette</translation>
    </message>
    <message>
        <source>Only the host starts the match.</source>
        <translation>Csak a házigazda indíthatja a partit.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nem te következel.</translation>
    </message>
</context>
<context>
    <name>NetworkTables</name>
    <message>
        <source>Give the table&apos;s address.</source>
        <translation>Add meg az asztal címét.</translation>
    </message>
    <message>
        <source>An address starts with ws:// or wss://, or is a name.</source>
        <translation>A cím ws://-vel vagy wss://-sel kezdődik, vagy egy név.</translation>
    </message>
    <message>
        <source>That is not a computer&apos;s address.</source>
        <translation>Ez nem egy számítógép címe.</translation>
    </message>
    <message>
        <source>The name friends see</source>
        <translation>A név, amit a barátaid látnak</translation>
    </message>
    <message>
        <source>A name has {n} characters at most: make it shorter.</source>
        <translation>Egy név legfeljebb {n} karakteres lehet: rövidítsd le.</translation>
    </message>
    <message>
        <source>A name cannot hold hidden characters (such as one that turns the text&apos;s direction): type it again with letters, digits, spaces and signs.</source>
        <translation>Egy név nem tartalmazhat rejtett karaktert (például olyat, amely megfordítja a szöveg irányát): írd be újra betűkkel, számjegyekkel, szóközökkel és jelekkel.</translation>
    </message>
    <message>
        <source>A name has {n} characters at most: the rest is left out.</source>
        <translation>Egy név legfeljebb {n} karakteres lehet: a többi kimarad.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>Lowest bid</source>
        <translation>Legkisebb licit</translation>
    </message>
    <message>
        <source>the least anyone may bid</source>
        <translation>a legkevesebb, amit licitálni lehet</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Legnagyobb licit</translation>
    </message>
    <message>
        <source>the jack of trump&apos;s colour is a trump, below the jack</source>
        <translation>a párszín bubija is adu, a bubi alatt</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Társbubi</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokerek</translation>
    </message>
    <message>
        <source>trumps below the jacks, above the ten</source>
        <translation>aduk a bubik alatt, a tízes fölött</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nincs</translation>
    </message>
    <message>
        <source>One: the big joker</source>
        <translation>Egy: a nagy joker</translation>
    </message>
    <message>
        <source>Two: big and little</source>
        <translation>Kettő: nagy és kis</translation>
    </message>
    <message>
        <source>Higher joker</source>
        <translation>Erősebb joker</translation>
    </message>
    <message>
        <source>of two jokers in one trick</source>
        <translation>ha egy ütésben két joker van</translation>
    </message>
    <message>
        <source>The big joker</source>
        <translation>A nagy joker</translation>
    </message>
    <message>
        <source>The first played</source>
        <translation>Az elsőként kijátszott</translation>
    </message>
    <message>
        <source>The second played</source>
        <translation>A másodikként kijátszott</translation>
    </message>
    <message>
        <source>at most every point at stake</source>
        <translation>legfeljebb az összes tétben lévő pont</translation>
    </message>
    <message>
        <source>shoot the moon: every point and all six tricks</source>
        <translation>mindent visz: minden pont és mind a hat ütés</translation>
    </message>
    <message>
        <source>Smudge</source>
        <translation>Durchmars</translation>
    </message>
    <message>
        <source>Smudge value</source>
        <translation>A durchmars értéke</translation>
    </message>
    <message>
        <source>points won or set back</source>
        <translation>nyert vagy bukott pont</translation>
    </message>
    <message>
        <source>instead of scoring its value</source>
        <translation>az értéke helyett</translation>
    </message>
    <message>
        <source>A made smudge wins the match</source>
        <translation>A teljesített durchmars megnyeri a partit</translation>
    </message>
    <message>
        <source>Dealer may take</source>
        <translation>Az osztó átveheti</translation>
    </message>
    <message>
        <source>the dealer speaks last and may match the high bid</source>
        <translation>az osztó licitál utoljára, és megadhatja a legmagasabb licitet</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Mindig</translation>
    </message>
    <message>
        <source>Not the top bid</source>
        <translation>A legnagyobbat nem</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Soha</translation>
    </message>
    <message>
        <source>If all pass</source>
        <translation>Ha mindenki passzol</translation>
    </message>
    <message>
        <source>the dealer must bid, or the hand is thrown in</source>
        <translation>az osztónak licitálnia kell, vagy a leosztás érvénytelen</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Az osztó licitál</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Újraosztás</translation>
    </message>
    <message>
        <source>Stuck dealer bids</source>
        <translation>A kényszerű osztó licitje</translation>
    </message>
    <message>
        <source>at least this much</source>
        <translation>legalább ennyi</translation>
    </message>
    <message>
        <source>Trumping</source>
        <translation>Aduzás</translation>
    </message>
    <message>
        <source>may you trump while holding the suit led?</source>
        <translation>lehet aduzni, ha van a hívott színből?</translation>
    </message>
    <message>
        <source>Trump any time</source>
        <translation>Bármikor aduzhat</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Színt kell adni</translation>
    </message>
    <message>
        <source>Low goes to</source>
        <translation>A Low-t kapja</translation>
    </message>
    <message>
        <source>the lowest trump: its trick&apos;s winner or its holder</source>
        <translation>a legkisebb adu: az ütés nyerőjéé vagy a tulajdonosáé</translation>
    </message>
    <message>
        <source>Who takes it</source>
        <translation>Aki üti</translation>
    </message>
    <message>
        <source>Who held it</source>
        <translation>Akinél volt</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Győzelem</translation>
    </message>
    <message>
        <source>who wins when the target is reached</source>
        <translation>ki nyer, ha elérték a célt</translation>
    </message>
    <message>
        <source>Bidder goes out</source>
        <translation>A felvevő megy ki</translation>
    </message>
    <message>
        <source>Count in order</source>
        <translation>Sorrendi számolás</translation>
    </message>
    <message>
        <source>Highest score</source>
        <translation>Legtöbb pont</translation>
    </message>
    <message>
        <source>The lowest bid is above the highest.</source>
        <translation>A legkisebb licit nagyobb a legnagyobbnál.</translation>
    </message>
    <message>
        <source>A stuck dealer&apos;s bid is above the highest bid.</source>
        <translation>A kényszerű osztó licitje nagyobb a legnagyobb licitnél.</translation>
    </message>
    <message>
        <source>These partnerships do not fit this many players.</source>
        <translation>Ezek a csapatok nem illenek ennyi játékoshoz.</translation>
    </message>
    <message>
        <source>The Off-jack point needs the off-jack as a trump: tick Off-jack.</source>
        <translation>A Társbubi ponthoz a társbubinak adunak kell lennie: jelöld be a Társbubit.</translation>
    </message>
    <message>
        <source>An off-card&apos;s point needs that off-card as a trump: choose a family that plays it.</source>
        <translation>A társlap pontjához az a társlap adu kell legyen: válassz olyan családot, amely játssza.</translation>
    </message>
    <message>
        <source>Tick at least one point to score.</source>
        <translation>Jelölj be legalább egy pontot.</translation>
    </message>
    <message>
        <source>Four-point: High, Low, Jack, Game</source>
        <translation>Négypontos: Magas, Alacsony, Bubi, Játék</translation>
    </message>
    <message>
        <source>Five-point, with the off-jack</source>
        <translation>Ötpontos, társbubival</translation>
    </message>
    <message>
        <source>Six-point, with a joker</source>
        <translation>Hatpontos, jokerrel</translation>
    </message>
    <message>
        <source>Nine-point, with the five</source>
        <translation>Kilencpontos, az ötössel</translation>
    </message>
    <message>
        <source>Seven-point, with the draw-back</source>
        <translation>Hétpontos, visszahúzással</translation>
    </message>
    <message>
        <source>Ten-point, with the draw-back</source>
        <translation>Tízpontos, visszahúzással</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Új parti</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Változat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>{low} to {high} at the table</source>
        <translation>{low}–{high} fő az asztalnál</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Csapatok</translation>
    </message>
    <message>
        <source>partners sit apart and score together</source>
        <translation>a társak nem egymás mellett ülnek, és együtt pontoznak</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Más…</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cél</translation>
    </message>
    <message>
        <source>points to win</source>
        <translation>pont a győzelemhez</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Osztás</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontok</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Család</translation>
    </message>
    <message>
        <source>sets the points and the deck</source>
        <translation>beállítja a pontokat és a paklit</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontot ér</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n points)</source>
        <translation>
            <numerusform>{name} (%n pont)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setback (partners, smudge)</source>
        <translation>Setback (párban, durchmars)</translation>
    </message>
    <message>
        <source>Auction Pitch (cutthroat, to 7)</source>
        <translation>Auction Pitch (mindenki mindenki ellen, 7-ig)</translation>
    </message>
    <message>
        <source>Classic Pitch (Hoyle)</source>
        <translation>Klasszikus Pitch (Hoyle)</translation>
    </message>
    <message>
        <source>Five-point Pitch (off-jack, to 11)</source>
        <translation>Ötpontos Pitch (társbubi, 11-ig)</translation>
    </message>
    <message>
        <source>Six-point Pitch (off-jack, joker, to 11)</source>
        <translation>Hatpontos Pitch (társbubi, joker, 11-ig)</translation>
    </message>
    <message>
        <source>Nine-point Pitch (nine cards, the five, to 31)</source>
        <translation>Kilencpontos Pitch (kilenc lap, ötös, 31-ig)</translation>
    </message>
    <message>
        <source>Seven-point Pitch (nine cards, draw back to six, to 21)</source>
        <translation>Hétpontos Pitch (kilenc lap, visszahúzás hatig, 21-ig)</translation>
    </message>
    <message>
        <source>Ten-point Pitch (nine cards, draw back to six, to 32)</source>
        <translation>Tízpontos Pitch (kilenc lap, visszahúzás hatig, 32-ig)</translation>
    </message>
    <message>
        <source>Eleven-point Pitch (the off-ace, draw back to six, to 52)</source>
        <translation>Tizenegy pontos Pitch (társász, visszahúzás hatig, 52-ig)</translation>
    </message>
    <message>
        <source>Eleven-point, with the off-ace</source>
        <translation>Tizenegy pontos, társásszal</translation>
    </message>
    <message>
        <source>Thirteen-point Pitch (the off-three, draw back to six, to 52)</source>
        <translation>Tizenhárom pontos Pitch (társhármas, visszahúzás hatig, 52-ig)</translation>
    </message>
    <message>
        <source>Thirteen-point, with the off-three</source>
        <translation>Tizenhárom pontos, társhármassal</translation>
    </message>
    <message>
        <source>Smear (off-jack, Low to its holder)</source>
        <translation>Smear (társbubi, az Alacsony azé, akinél volt)</translation>
    </message>
    <message>
        <source>Ten-point Smear (ten cards, two jokers, to 21)</source>
        <translation>Tízpontos Smear (tíz lap, két joker, 21-ig)</translation>
    </message>
    <message>
        <source>Ten-point Smear, ten cards</source>
        <translation>Tízpontos Smear, tíz lappal</translation>
    </message>
    <message>
        <source>Kitty Pitch (six-point, a kitty of four, to 11)</source>
        <translation>Talonos Pitch (hatpontos, négylapos talon, 11-ig)</translation>
    </message>
    <message>
        <source>Call Your Partner (five players, a called trump, to 42)</source>
        <translation>Hívd a társad (öt játékos, egy hívott adu, 42-ig)</translation>
    </message>
    <message>
        <source>Cinch (both fives, refill and rob, to 51)</source>
        <translation>Cinch (mindkét ötös, újrahúzás és a pakli elvétele, 51-ig)</translation>
    </message>
    <message>
        <source>fills in every rule below</source>
        <translation>kitölti az összes lenti szabályt</translation>
    </message>
    <message>
        <source>None: everyone for themselves</source>
        <translation>Nincs: mindenki magáért</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} csapat, {size} fős</translation>
    </message>
    <message>
        <source>The {name} point needs a joker in the deck.</source>
        <translation>A(z) {name} ponthoz joker kell a pakliba.</translation>
    </message>
    <message>
        <source>The {name} point needs both jokers in the deck.</source>
        <translation>A(z) {name} ponthoz mindkét joker kell a pakliba.</translation>
    </message>
    <message>
        <source>These rules do not go together: {names}.</source>
        <translation>Ezek a szabályok nem férnek össze: {names}.</translation>
    </message>
    <message>
        <source>These rules do not go together.</source>
        <translation>Ezek a szabályok nem férnek össze.</translation>
    </message>
    <message numerus="yes">
        <source>The lowest bid is above the %n points at stake.</source>
        <translation>
            <numerusform>A legkisebb licit nagyobb a tétben lévő %n pontnál.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The highest bid is above the %n points at stake.</source>
        <translation>
            <numerusform>A legnagyobb licit nagyobb a tétben lévő %n pontnál.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A stuck dealer&apos;s bid is above the %n points at stake.</source>
        <translation>
            <numerusform>A kényszerű osztó licitje nagyobb a tétben lévő %n pontnál.</numerusform>
        </translation>
    </message>
    <message>
        <source>No points are ticked.</source>
        <translation>Nincs bejelölt pont.</translation>
    </message>
</context>
<context>
    <name>OnlineWindow</name>
    <message>
        <source>Stop watching the table?</source>
        <translation>Abbahagyod az asztal nézését?</translation>
    </message>
    <message>
        <source>{table} (watching)</source>
        <translation>{table} (nézőként)</translation>
    </message>
    <message>
        <source>{table} · watching: {count}</source>
        <translation>{table} · nézők: {count}</translation>
    </message>
    <message>
        <source>A table cannot be hosted on port {port} here ({why}): choose another.</source>
        <translation>Itt nem nyitható asztal a(z) {port} porton ({why}): válassz másikat.</translation>
    </message>
    <message>
        <source>Friends on this network join at {address}:{port}</source>
        <translation>A hálózaton lévő barátok itt ülhetnek le: {address}:{port}</translation>
    </message>
    <message>
        <source>The table cannot be reached: {why}.</source>
        <translation>Az asztal nem érhető el: {why}.</translation>
    </message>
    <message>
        <source>The table did not answer.</source>
        <translation>Az asztal nem válaszolt.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Csevegés</translation>
    </message>
    <message>
        <source>Say something to the table (Enter)</source>
        <translation>Írj valamit az asztalnak (Enter)</translation>
    </message>
    <message>
        <source>away: a computer plays</source>
        <translation>távol: a gép játszik</translation>
    </message>
    <message>
        <source>away: a computer in {seconds} s</source>
        <translation>távol: {seconds} mp múlva a gép</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol van</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>egy barát</translation>
    </message>
    <message>
        <source>Close the table? The match stops for everyone until you host it again.</source>
        <translation>Bezárod az asztalt? A parti mindenkinek szünetel, amíg újra meg nem nyitod.</translation>
    </message>
    <message>
        <source>Re&amp;join the table</source>
        <translation>&amp;Visszaülök az asztalhoz</translation>
    </message>
    <message>
        <source>Ch&amp;at</source>
        <translation>Cse&amp;vegés</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Asztal barátokkal</translation>
    </message>
    <message>
        <source>{table} — Pitch</source>
        <translation>{table} — Pitch</translation>
    </message>
    <message>
        <source>The chat is not open now.</source>
        <translation>A csevegés most nincs nyitva.</translation>
    </message>
    <message>
        <source>Not connected: Game &gt; Rejoin the table takes your seat back.</source>
        <translation>Nincs kapcsolat: a Játék &gt; Visszaülök az asztalhoz visszaadja a helyed.</translation>
    </message>
    <message>
        <source>Coming back to the table…</source>
        <translation>Visszaülés az asztalhoz…</translation>
    </message>
    <message>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Felállsz az asztaltól? A helyedre gépi játékos ül.</translation>
    </message>
    <message>
        <source>its certificate is not trusted</source>
        <translation>a tanúsítványa nem megbízható</translation>
    </message>
    <message>
        <source>nothing answers at that address and port (the table may have closed, or the port is not the table&apos;s)</source>
        <translation>azon a címen és porton senki sem válaszol (lehet, hogy az asztal bezárt, vagy a port nem az asztalé)</translation>
    </message>
    <message>
        <source>no computer has that address</source>
        <translation>egyik számítógépnek sincs ilyen címe</translation>
    </message>
    <message>
        <source>no answer came in time</source>
        <translation>nem jött válasz időben</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>a kapcsolat megszakadt</translation>
    </message>
    <message>
        <source>this computer could not connect to it (is the network on?)</source>
        <translation>ez a számítógép nem tudott kapcsolódni (van hálózat?)</translation>
    </message>
    <message>
        <source>it does not answer as a table of Pitch</source>
        <translation>nem úgy válaszol, mint egy Pitch-asztal</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>A rendszer szerint ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <source>A new language applies when Pitch next starts.</source>
        <translation>Az új nyelv a Pitch következő indításakor lép életbe.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Sebesség:</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Kicsi</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>Lap&amp;méret:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Piros</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Lap&amp;hátlap:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Asztal:</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (green clubs, blue diamonds)</source>
        <translation>&amp;Négyszínű pakli (zöld treff, kék káró)</translation>
    </message>
    <message>
        <source>&amp;Confirm before playing a card</source>
        <translation>&amp;Megerősítés kijátszás előtt</translation>
    </message>
    <message>
        <source>&amp;Play the last card by itself</source>
        <translation>Az utolsó lap ma&amp;gától menjen</translation>
    </message>
    <message>
        <source>Show a &amp;hint at every turn</source>
        <translation>&amp;Tipp minden körben</translation>
    </message>
    <message>
        <source>Play so&amp;unds</source>
        <translation>&amp;Hangok</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Hange&amp;rő:</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Szürke</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Nagy kontraszt</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>No match or deal of the day rated yet</source>
        <translation>Még nincs értékelt mérkőzés vagy napi leosztás</translation>
    </message>
    <message>
        <source>Your rating, result by result (the band: ± its uncertainty)</source>
        <translation>A pontszámod eredményről eredményre (a sáv: ± a bizonytalansága)</translation>
    </message>
</context>
<context>
    <name>RatingPanel</name>
    <message>
        <source>Finish a match against the computer, or a deal of the day, to get a rating.</source>
        <translation>Fejezz be egy mérkőzést a gép ellen vagy egy napi leosztást, és kapsz egy pontszámot.</translation>
    </message>
    <message>
        <source>Rating in:</source>
        <translation>Pontszám ebben:</translation>
    </message>
    <message>
        <source>Your rating: {mu} ± {sigma}. Your rating suggests: {level}.</source>
        <translation>A pontszámod: {mu} ± {sigma}. A pontszámod alapján javasolt: {level}.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>The ratings file {file} could not be read ({why}).</source>
        <translation>A pontszámfájlt ({file}) nem sikerült beolvasni ({why}).</translation>
    </message>
    <message>
        <source>The ratings file {file} could not be written ({why}).</source>
        <translation>A pontszámfájlt ({file}) nem sikerült kiírni ({why}).</translation>
    </message>
    <message>
        <source>The ratings file {file} is not one this game reads ({why}).</source>
        <translation>A pontszámfájl ({file}) nem olyan, amelyet ez a játék be tud olvasni ({why}).</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>clubs</source>
        <translation>treff</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>káró</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kőr</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pikk</translation>
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
        <translation>bubi</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <source>king</source>
        <translation>király</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <source>big joker</source>
        <translation>nagy joker</translation>
    </message>
    <message>
        <source>little joker</source>
        <translation>kis joker</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passz</translation>
    </message>
    <message>
        <source>smudge</source>
        <translation>durchmars</translation>
    </message>
    <message>
        <source>Pitch: lead a card to name trump</source>
        <translation>Hívj: a kijátszott lap színe lesz az adu</translation>
    </message>
    <message>
        <source>Lead a card</source>
        <translation>Hívj egy lapot</translation>
    </message>
    <message>
        <source>Play any card</source>
        <translation>Bármelyik lapot kijátszhatod</translation>
    </message>
    <message>
        <source>Follow {suit} or play a trump</source>
        <translation>Adj {suit} színt vagy adut</translation>
    </message>
    <message>
        <source>Follow the trump lead with a trump</source>
        <translation>Adura adut kell adni</translation>
    </message>
    <message>
        <source>Follow {suit}</source>
        <translation>Adj {suit} színt</translation>
    </message>
    <message>
        <source>You cannot play the {card}: {rule}.</source>
        <translation>Nem játszhatod ki ezt: {card} ({rule}).</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Nincs nálad: {card}.</translation>
    </message>
    <message>
        <source>That is neither a bid nor a card.</source>
        <translation>Ez se nem licit, se nem kártya.</translation>
    </message>
    <message>
        <source>A joker cannot be pitched: the pitch names trump by its suit.</source>
        <translation>Jokerrel nem lehet hívni: a hívás a lap színével választja az adut.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>A leosztásnak vége.</translation>
    </message>
    <message>
        <source>First bid or pass: the auction comes before the cards.</source>
        <translation>Előbb licitálj vagy passzolj: a licit megelőzi a kijátszást.</translation>
    </message>
    <message>
        <source>The auction is over: play a card.</source>
        <translation>A licitnek vége: játssz ki egy lapot.</translation>
    </message>
    <message>
        <source>First name trump: choose a suit.</source>
        <translation>Előbb mondj adut: válassz színt.</translation>
    </message>
    <message>
        <source>Wait: the players are drawing.</source>
        <translation>Várj: a játékosok húznak.</translation>
    </message>
    <message>
        <source>You hold more than six trumps: first burn one of them.</source>
        <translation>Hatnál több adud van: előbb égess el egyet.</translation>
    </message>
    <message>
        <source>You took the kitty: first discard a card, face down.</source>
        <translation>Elvitted a talont: előbb dobj el egy lapot, lefordítva.</translation>
    </message>
    <message>
        <source>You cannot burn the {card} while you hold a trump that carries no point.</source>
        <translation>Nem égetheted el ezt: {card}, amíg pontot nem vivő adu is van a kezedben.</translation>
    </message>
    <message>
        <source>First call a trump you do not hold: its holder is your partner.</source>
        <translation>Először hívj egy adut, amely nincs nálad: aki tartja, az a társad.</translation>
    </message>
    <message>
        <source>You may call only a trump you do not hold.</source>
        <translation>Csak olyan adut hívhatsz, amely nincs nálad.</translation>
    </message>
    <message>
        <source>You robbed the pack: first throw a card, down to six.</source>
        <translation>Felvetted a paklit: előbb dobj el egy lapot, amíg hat nem marad.</translation>
    </message>
    <message>
        <source>You cannot throw the {card} while you hold a card that is not trump.</source>
        <translation>Nem dobhatod el ezt: {card}, amíg nem adu lap is van a kezedben.</translation>
    </message>
    <message>
        <source>You are the dealer and everyone passed: you must bid at least {bid}.</source>
        <translation>Te osztasz, és mindenki passzolt: legalább {bid} licitet kell mondanod.</translation>
    </message>
    <message>
        <source>Smudge is not played at this table.</source>
        <translation>Ennél az asztalnál nincs durchmars.</translation>
    </message>
    <message>
        <source>At this table the dealer may not take the bid by matching it.</source>
        <translation>Ennél az asztalnál az osztó nem veheti át a licitet megadással.</translation>
    </message>
    <message>
        <source>At this table the dealer may not match a bid of {bid}.</source>
        <translation>Ennél az asztalnál az osztó nem adhatja meg a(z) {bid} licitet.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the high bid ({bid}).</source>
        <translation>A licitednek nagyobbnak kell lennie a legmagasabbnál ({bid}).</translation>
    </message>
    <message>
        <source>Bids run from {low} to {high}.</source>
        <translation>A licit {low} és {high} között lehet.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules of this match</source>
        <translation>A parti szabályai</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
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
        <translation>Klasszikus Pitch</translation>
    </message>
    <message>
        <source>Eleven-point Pitch</source>
        <translation>Tizenegy pontos Pitch</translation>
    </message>
    <message>
        <source>Thirteen-point Pitch</source>
        <translation>Tizenhárom pontos Pitch</translation>
    </message>
    <message>
        <source>Smear</source>
        <translation>Smear</translation>
    </message>
    <message>
        <source>Ten-point Smear</source>
        <translation>Tízpontos Smear</translation>
    </message>
    <message>
        <source>Kitty Pitch</source>
        <translation>Talonos Pitch</translation>
    </message>
    <message>
        <source>Call Your Partner</source>
        <translation>Hívd a társad</translation>
    </message>
    <message>
        <source>Right after naming trump the pitcher calls a trump it does not hold. Whoever holds it once the draw is done is its secret partner for the hand: the two score their points together, and only the pitcher can go out on its bid.</source>
        <translation>Az adu megnevezése után a pitcher hív egy adut, amely nincs nála. Aki a húzás végén tartja, az a titkos társa erre a leosztásra: ketten együtt szerzik a pontjaikat, és csak a pitcher nyerheti meg a játszmát a saját licitjével.</translation>
    </message>
    <message>
        <source>Once trump is named, each player but the dealer throws away every card that is not trump and is dealt back to six, keeping what it draws. The dealer then robs the pack: it takes the rest of the stock and throws down to six, cards that are not trump first.</source>
        <translation>Az adu megnevezése után az osztón kívül minden játékos eldobja minden nem adu lapját, és hat lapra egészítik ki, megtartva, amit húz. Ezután az osztó elveszi a paklit: felveszi a talon maradékát, és hat lapig dob el, előbb a nem adu lapokat.</translation>
    </message>
    <message>
        <source>Cinch</source>
        <translation>Cinch</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Házi szabályok</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Magas</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Alacsony</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bubi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>the highest trump in play, won by the team of the player dealt it.</source>
        <translation>a legmagasabb adu a játékban; annak a csapata nyeri, aki kapta.</translation>
    </message>
    <message>
        <source>the highest trump in play, won by the player dealt it.</source>
        <translation>a legmagasabb adu a játékban; az nyeri, aki kapta.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by the team that takes it in a trick.</source>
        <translation>a legkisebb adu a játékban; az a csapat nyeri, amelyik üti.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by whoever takes it in a trick.</source>
        <translation>a legkisebb adu a játékban; az nyeri, aki üti.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by the team of the player dealt it, whoever takes its trick.</source>
        <translation>a legkisebb adu a játékban; annak a csapata nyeri, aki kapta, bárki üti is.</translation>
    </message>
    <message>
        <source>the lowest trump in play, won by the player dealt it, whoever takes its trick.</source>
        <translation>a legkisebb adu a játékban; az nyeri, aki kapta, bárki üti is.</translation>
    </message>
    <message>
        <source>the jack of trump, won by the team that takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>az adu bubi; az a csapat nyeri, amelyik üti. Ha senki sem kapta meg, senki sem kapja a pontot.</translation>
    </message>
    <message>
        <source>the jack of trump, won by whoever takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>az adu bubi; az nyeri, aki üti. Ha senki sem kapta meg, senki sem kapja a pontot.</translation>
    </message>
    <message>
        <source>each team counts the cards it took in tricks, in every suit: 10 for each ten, 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack. The team with the most wins the point; a tie for most gives it to nobody.</source>
        <translation>minden csapat összeszámolja az ütésekben szerzett lapjait, minden színben: tízesenként 10, ászonként 4, királyonként 3, dámánként 2 és bubinként 1. A legtöbbet elérő csapat kapja a pontot; holtverseny esetén senki.</translation>
    </message>
    <message>
        <source>each player counts the cards they took in tricks, in every suit: 10 for each ten, 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack. The player with the most wins the point; a tie for most gives it to nobody.</source>
        <translation>minden játékos összeszámolja az ütésekben szerzett lapjait, minden színben: tízesenként 10, ászonként 4, királyonként 3, dámánként 2 és bubinként 1. A legtöbbet elérő játékos kapja a pontot; holtverseny esetén senki.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, each playing alone (cutthroat): every player is a side of their own.</source>
        <translation>
            <numerusform>%n játékos, mindenki egyedül játszik (mindenki mindenki ellen): minden játékos külön fél.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players in two teams of two. Partners sit across the table from each other and score together.</source>
        <translation>
            <numerusform>%n játékos két kétfős csapatban. A társak egymással szemben ülnek, és együtt pontoznak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players in three teams of two. Partners sit across the table from each other and score together.</source>
        <translation>
            <numerusform>%n játékos három kétfős csapatban. A társak egymással szemben ülnek, és együtt pontoznak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players in two teams of three. Partners sit at every other seat and score together.</source>
        <translation>
            <numerusform>%n játékos két háromfős csapatban. A társak minden második helyen ülnek, és együtt pontoznak.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dealer gives each player six cards, three at a time, starting on the left. The deal passes to the left after every hand.</source>
        <translation>Az osztó minden játékosnak hat lapot ad, hármasával, balról kezdve. Minden leosztás után balra adják tovább az osztást.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards are in play; the rest of the deck sits out the hand, so the best trumps may not be dealt at all.</source>
        <translation>
            <numerusform>%n lap van játékban; a pakli többi része kimarad, így a legjobb aduk ki sem kerülhetnek.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the players&apos; cards a kitty of {count} is dealt face down to the middle. Only the pitcher takes it, once the auction is over; without a draw it then discards {count} cards face down, which count for nobody.</source>
        <translation>A játékosok lapjai után {count} lapos talont osztanak lefordítva középre. Csak a licit nyertese veszi fel, a licit végén; húzás nélkül ezután {count} lapot dob el lefordítva, amelyek senkinek sem számítanak.</translation>
    </message>
    <message>
        <source>Players and the deal</source>
        <translation>Játékosok és osztás</translation>
    </message>
    <message>
        <source>Every hand four points are at stake, one each for High, Low, Jack and Game:</source>
        <translation>Minden leosztásban négy pont a tét, egy-egy a Magasért, az Alacsonyért, a Bubiért és a Játékért:</translation>
    </message>
    <message>
        <source>A lone trump in play is both High and Low (and Jack too, if it is the jack).</source>
        <translation>Ha csak egy adu van játékban, az Magas és Alacsony is (és Bubi is, ha az a bubi).</translation>
    </message>
    <message>
        <source>The four points</source>
        <translation>A négy pont</translation>
    </message>
    <message>
        <source>Five-point Pitch</source>
        <translation>Ötpontos Pitch</translation>
    </message>
    <message>
        <source>Six-point Pitch</source>
        <translation>Hatpontos Pitch</translation>
    </message>
    <message>
        <source>Nine-point Pitch</source>
        <translation>Kilencpontos Pitch</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Társbubi</translation>
    </message>
    <message>
        <source>Off-ace</source>
        <translation>Társász</translation>
    </message>
    <message>
        <source>the off-ace</source>
        <translation>a társász</translation>
    </message>
    <message>
        <source>Off-three</source>
        <translation>Társhármas</translation>
    </message>
    <message>
        <source>the off-three</source>
        <translation>a társhármas</translation>
    </message>
    <message>
        <source>Off-five</source>
        <translation>Társötös</translation>
    </message>
    <message>
        <source>the off-five</source>
        <translation>a társötös</translation>
    </message>
    <message>
        <source>Big joker</source>
        <translation>Nagy joker</translation>
    </message>
    <message>
        <source>Little joker</source>
        <translation>Kis joker</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Tízes</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Hármas</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Ötös</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n points)</source>
        <translation>
            <numerusform>{name} (%n pont)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points}: %n points</source>
        <translation>
            <numerusform>{points}: %n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Off-jack: the {card}</source>
        <translation>Társbubi: {card}</translation>
    </message>
    <message>
        <source>the off-jack</source>
        <translation>a társbubi</translation>
    </message>
    <message>
        <source>the big joker</source>
        <translation>a nagy joker</translation>
    </message>
    <message>
        <source>the little joker</source>
        <translation>a kis joker</translation>
    </message>
    <message>
        <source>the three of trump</source>
        <translation>az adu hármas</translation>
    </message>
    <message>
        <source>the five of trump</source>
        <translation>az adu ötös</translation>
    </message>
    <message>
        <source>the ten of trump</source>
        <translation>az adu tízes</translation>
    </message>
    <message>
        <source>{card}, won by the team that takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>{card}; az a csapat nyeri, amelyik üti. Ha senki sem kapta meg, senki sem kapja a pontot.</translation>
    </message>
    <message>
        <source>{card}, won by whoever takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>{card}; az nyeri, aki üti. Ha senki sem kapta meg, senki sem kapja a pontot.</translation>
    </message>
    <message numerus="yes">
        <source>{card}, worth %n points, won by the team that takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>
            <numerusform>{card}, %n pontot ér; az a csapat nyeri, amelyik üti. Ha senki sem kapta meg, senki sem kapja a pontot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}, worth %n points, won by whoever takes it in a trick. When nobody was dealt it, nobody scores it.</source>
        <translation>
            <numerusform>{card}, %n pontot ér; az nyeri, aki üti. Ha senki sem kapta meg, senki sem kapja a pontot.</numerusform>
        </translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never a joker or the off-jack.</source>
        <translation>Az Alacsony mindig magának az adu színnek egy lapja, sosem joker vagy a társbubi.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never the off-jack.</source>
        <translation>Az Alacsony mindig magának az adu színnek egy lapja, sosem a társbubi.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never a joker.</source>
        <translation>Az Alacsony mindig magának az adu színnek egy lapja, sosem joker.</translation>
    </message>
    <message>
        <source>Jokers count nothing.</source>
        <translation>A jokerek nem érnek semmit.</translation>
    </message>
    <message>
        <source>The deck has {cards} cards: the 52 of the four suits and two jokers, a big and a little one.</source>
        <translation>A pakli {cards} lapos: a négy szín 52 lapja és két joker, egy nagy és egy kis.</translation>
    </message>
    <message>
        <source>The deck has {cards} cards: the 52 of the four suits and one joker.</source>
        <translation>A pakli {cards} lapos: a négy szín 52 lapja és egy joker.</translation>
    </message>
    <message>
        <source>The deck has {cards} cards, the four suits without jokers.</source>
        <translation>A pakli {cards} lapos: a négy szín, joker nélkül.</translation>
    </message>
    <message>
        <source>the jack of the other suit of trump&apos;s colour is a trump, just below the jack of trump: with spades trump, the jack of clubs; with hearts trump, the jack of diamonds (and the other way round). It is a trump for every rule, following and winning tricks alike, and no longer a card of its own suit.</source>
        <translation>az adu színével azonos színű (piros vagy fekete) másik szín, a párszín bubija is adu, közvetlenül az adu bubi alatt: ha pikk az adu, a treff bubi; ha kőr az adu, a káró bubi (és fordítva). Minden szabály szerint adu, a színre adásban és az ütésben is, és többé nem a saját színének lapja.</translation>
    </message>
    <message>
        <source>the jack of trump</source>
        <translation>az adu bubi</translation>
    </message>
    <message>
        <source>Seven-point Pitch</source>
        <translation>Hétpontos Pitch</translation>
    </message>
    <message>
        <source>Ten-point Pitch</source>
        <translation>Tízpontos Pitch</translation>
    </message>
    <message numerus="yes">
        <source>The dealer gives each player %n cards, starting on the left; the rest of the deck is the stock, face down. The deal passes to the left after every hand.</source>
        <translation>
            <numerusform>Az osztó minden játékosnak %n lapot ad, balról kezdve; a pakli többi része a talon, képpel lefelé. Minden leosztás után balra száll az osztás.</numerusform>
        </translation>
    </message>
    <message>
        <source>the joker, called the big joker, is a trump, ranking below {above} and above the ten of trump.</source>
        <translation>a joker, más néven nagy joker, adu: {above} alatt és az adu tízes fölött áll.</translation>
    </message>
    <message>
        <source>the big and the little joker are trumps, ranking below {above} and above the ten of trump.</source>
        <translation>a nagy és a kis joker adu: {above} alatt és az adu tízes fölött állnak.</translation>
    </message>
    <message>
        <source>When both jokers fall in one trick, the one played first ranks higher; for High the big joker always ranks above the little one.</source>
        <translation>Ha mindkét joker ugyanabba az ütésbe kerül, az elsőként kijátszott az erősebb; a Magasnál a nagy joker mindig a kis joker fölött áll.</translation>
    </message>
    <message>
        <source>The big joker ranks above the little one.</source>
        <translation>A nagy joker erősebb a kis jokernél.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokerek</translation>
    </message>
    <message>
        <source>Trump is named before any card is played, so every trump is known from the start: the first lead may be any trump, a joker too.</source>
        <translation>Az adut még az első lap előtt mondják, így minden adu kezdettől ismert: az első hívás bármelyik adu lehet, joker is.</translation>
    </message>
    <message>
        <source>Before trump is known a joker has no suit and the off-jack is a plain jack: the pitcher may not lead a joker, and a pitched jack names its own suit trump.</source>
        <translation>Amíg az adu nem ismert, a jokernek nincs színe, a társbubi pedig közönséges bubi: a felvevő nem hívhat jokert, és a hívott bubi a saját színét teszi aduvá.</translation>
    </message>
    <message>
        <source>Before trump is known a joker has no suit, so the pitcher may not lead a joker.</source>
        <translation>Amíg az adu nem ismert, a jokernek nincs színe, ezért a felvevő nem hívhat jokert.</translation>
    </message>
    <message>
        <source>Before trump is known the off-jack is a plain jack: a pitched jack names its own suit trump.</source>
        <translation>Amíg az adu nem ismert, a társbubi közönséges bubi: a hívott bubi a saját színét teszi aduvá.</translation>
    </message>
    <message>
        <source>from high to low, {order}.</source>
        <translation>fentről lefelé: {order}.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never a joker or an off-card.</source>
        <translation>Az Alacsony mindig magának az adu színnek egy lapja, sosem joker vagy társlap.</translation>
    </message>
    <message>
        <source>Low is a card of the trump suit itself, never an off-card.</source>
        <translation>Az Alacsony mindig magának az adu színnek egy lapja, sosem társlap.</translation>
    </message>
    <message numerus="yes">
        <source>The dealer gives each player %n cards, three at a time, starting on the left; the hand is played in as many tricks. The deal passes to the left after every hand.</source>
        <translation>
            <numerusform>Az osztó minden játékosnak %n lapot ad, hármasával, balról kezdve; a leosztás ugyanennyi ütésből áll. Minden leosztás után balra adják tovább az osztást.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump order</source>
        <translation>Az aduk sorrendje</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Az aduk</translation>
    </message>
    <message>
        <source>the {ranks} of the other suit of trump&apos;s colour are trumps too, each just below the card of its rank in the trump suit: with spades trump, the clubs; with hearts trump, the diamonds (and the other way round). Each is a trump for every rule, following and winning tricks alike, and no longer a card of its own suit.</source>
        <translation>a párszín (az adu színével azonos színű másik szín) {ranks} lapja is adu, mindegyik közvetlenül az adu szín azonos értékű lapja alatt: ha pikk az adu, a treff lapok; ha kőr az adu, a káró lapok (és fordítva). Mindegyik minden szabály szerint adu, a színre adásban és az ütésben is, és többé nem a saját színének lapja.</translation>
    </message>
    <message>
        <source>Off-cards</source>
        <translation>Társlapok</translation>
    </message>
    <message>
        <source>Off-ace: the {card}</source>
        <translation>Társász: {card}</translation>
    </message>
    <message>
        <source>Off-five: the {card}</source>
        <translation>Társötös: {card}</translation>
    </message>
    <message>
        <source>Off-three: the {card}</source>
        <translation>Társhármas: {card}</translation>
    </message>
    <message>
        <source>the {ranks} of the other suit of trump&apos;s colour is a trump too, just below the card of its rank in the trump suit: with spades trump, the one of clubs; with hearts trump, the one of diamonds (and the other way round). It is a trump for every rule, following and winning tricks alike, and no longer a card of its own suit.</source>
        <translation>a párszín (az adu színével azonos színű másik szín) {ranks} lapja is adu, közvetlenül az adu szín azonos értékű lapja alatt: ha pikk az adu, a treff; ha kőr az adu, a káró (és fordítva). Minden szabály szerint adu, a színre adásban és az ütésben is, és többé nem a saját színének lapja.</translation>
    </message>
    <message>
        <source>When both jokers fall in one trick, the one played second ranks higher; for High the big joker always ranks above the little one.</source>
        <translation>Ha mindkét joker ugyanabba az ütésbe kerül, a másodikként kijátszott az erősebb; a Magasnál a nagy joker mindig a kis joker fölött áll.</translation>
    </message>
    <message>
        <source>Before trump is known a joker has no suit and an off-card is a plain card of its own suit: the pitcher may not lead a joker, and a pitched off-card names its own suit trump.</source>
        <translation>Amíg az adu nem ismert, a jokernek nincs színe, a társlap pedig a saját színének közönséges lapja: a felvevő nem hívhat jokert, és a hívott társlap a saját színét teszi aduvá.</translation>
    </message>
    <message>
        <source>Before trump is known an off-card is a plain card of its own suit: a pitched off-card names its own suit trump.</source>
        <translation>Amíg az adu nem ismert, a társlap a saját színének közönséges lapja: a hívott társlap a saját színét teszi aduvá.</translation>
    </message>
    <message>
        <source>off-ace</source>
        <translation>társász</translation>
    </message>
    <message>
        <source>off-jack</source>
        <translation>társbubi</translation>
    </message>
    <message>
        <source>off-five</source>
        <translation>társötös</translation>
    </message>
    <message>
        <source>off-three</source>
        <translation>társhármas</translation>
    </message>
    <message>
        <source>big joker</source>
        <translation>nagy joker</translation>
    </message>
    <message>
        <source>little joker</source>
        <translation>kis joker</translation>
    </message>
    <message numerus="yes">
        <source>Every hand %n points are at stake:</source>
        <translation>
            <numerusform>Minden leosztásban %n pont a tét:</numerusform>
        </translation>
    </message>
    <message>
        <source>The points</source>
        <translation>A pontok</translation>
    </message>
    <message>
        <source>With the draw-back, the player dealt a card means the player who held it for play, dealt or drawn; a card left dead or burned, or never dealt, scores for nobody.</source>
        <translation>Visszahúzásnál annak a lapja egy lap, aki a játékra megtartotta, akár kapta, akár húzta; a halott vagy elégetett, illetve ki sem osztott lap senkinek sem ér pontot.</translation>
    </message>
    <message>
        <source>A lone trump in play is both High and Low.</source>
        <translation>Ha csak egy adu van játékban, az Magas és Alacsony is.</translation>
    </message>
    <message>
        <source>When the only trump in play is a card of the trump suit, it is both High and Low.</source>
        <translation>Ha az egyetlen játékban lévő adu az adu szín egy lapja, az Magas és Alacsony is.</translation>
    </message>
    <message>
        <source>A card that is Low and scores a point of its own, as {card} can, scores both.</source>
        <translation>Az a lap, amely Alacsony, és saját pontot is ér (ilyen lehet {card}), mindkettőt hozza.</translation>
    </message>
    <message>
        <source>The only number bid is {bid}.</source>
        <translation>Az egyetlen számos licit: {bid}.</translation>
    </message>
    <message>
        <source>Bids run from {low} to {high}.</source>
        <translation>A licit {low} és {high} között lehet.</translation>
    </message>
    <message>
        <source>The dealer speaks last and, like everyone else, must bid more than the high bid to take it: matching it is not enough.</source>
        <translation>Az osztó licitál utoljára, és mint mindenki más, a legmagasabb licitnél többet kell mondania: a megadás nem elég.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), whatever it is, smudge included.</source>
        <translation>Az osztó licitál utoljára, és a legmagasabb licit megadásával átveheti (&quot;Átveszem&quot;), bármekkora is, a durchmarsot is beleértve.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), whatever it is.</source>
        <translation>Az osztó licitál utoljára, és a legmagasabb licit megadásával átveheti (&quot;Átveszem&quot;), bármekkora is.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), but not a bid of {top} or a smudge: those can only be outbid.</source>
        <translation>Az osztó licitál utoljára, és a legmagasabb licit megadásával átveheti (&quot;Átveszem&quot;), de a(z) {top} licitet és a durchmarsot nem: azokat csak túllicitálni lehet.</translation>
    </message>
    <message>
        <source>The dealer speaks last and may take the bid by matching the high bid (&quot;Take it&quot;), but not a bid of {top}: that bid cannot be taken.</source>
        <translation>Az osztó licitál utoljára, és a legmagasabb licit megadásával átveheti (&quot;Átveszem&quot;), de a(z) {top} licitet nem: azt nem lehet átvenni.</translation>
    </message>
    <message>
        <source>When everyone passes, the dealer too, the hand is thrown in without score and the next dealer deals.</source>
        <translation>Ha mindenki passzol, az osztó is, a leosztás pont nélkül érvénytelen, és a következő osztó oszt.</translation>
    </message>
    <message>
        <source>When everyone before the dealer passes, the dealer is stuck and must bid at least {bid}.</source>
        <translation>Ha az osztó előtt mindenki passzol, az osztó kénytelen licitálni, legalább {bid} pontot.</translation>
    </message>
    <message>
        <source>One round of bidding, starting left of the dealer: each player speaks once, to pass or to bid more than the high bid so far. A bid is the number of points you promise to win.</source>
        <translation>Egy licitkör, az osztótól balra kezdve: mindenki egyszer szól, passzol vagy az eddigi legmagasabbnál többet licitál. A licit azoknak a pontoknak a száma, amelyek megszerzését vállalod.</translation>
    </message>
    <message>
        <source>Smudge ranks above {high}: a promise to win all four points and all six tricks.</source>
        <translation>A durchmars a(z) {high} fölött áll: mind a négy pont és mind a hat ütés megszerzésének vállalása.</translation>
    </message>
    <message numerus="yes">
        <source>Smudge ranks above {high}: a promise to win every point of the hand (%n) and all six tricks.</source>
        <translation>
            <numerusform>A durchmars a(z) {high} fölött áll: a leosztás minden pontjának (%n) és mind a hat ütésnek a megszerzését vállalja.</numerusform>
        </translation>
    </message>
    <message>
        <source>Partners may outbid each other.</source>
        <translation>A társak egymást is túllicitálhatják.</translation>
    </message>
    <message>
        <source>A bid of {bid} ends the auction at once, since nobody can raise it or take it: the bidder names trump straight away.</source>
        <translation>Egy {bid} licit azonnal lezárja a licitet, mert senki sem emelheti és nem veheti át: a licitáló rögtön adut mond.</translation>
    </message>
    <message>
        <source>A bid of {bid} ends the auction at once, since nobody can raise it or take it: the bidder pitches straight away.</source>
        <translation>A(z) {bid} licit azonnal lezárja a licitálást, mert senki sem emelheti és nem veheti át: a felvevő rögtön hív.</translation>
    </message>
    <message>
        <source>The player with the high bid is the pitcher.</source>
        <translation>A legmagasabb licitet mondó játékos a felvevő.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>A licit</translation>
    </message>
    <message>
        <source>After the auction the pitcher names trump, before anyone plays a card.</source>
        <translation>A licit után a felvevő adut mond, mielőtt bárki lapot játszana ki.</translation>
    </message>
    <message>
        <source>Then each player but the pitcher, in turn from the dealer&apos;s left, throws away every card that is not a trump and draws from the stock back to six cards; the pitcher then takes the whole rest of the stock. Every card that is not a trump, dealt or drawn, is dead: it is never played and not replaced. When the stock runs out, the players still to draw get fewer cards or none.</source>
        <translation>Ezután a felvevőn kívül mindenki, az osztótól balra kezdve sorban, eldob minden lapot, amely nem adu, és a talonból hat lapig húz; végül a felvevő elveszi a talon teljes maradékát. Minden lap, amely nem adu, akár kapott, akár húzott, halott: sosem kerül játékba, és nem pótolják. Ha a talon elfogy, a még húzni készülők kevesebb lapot kapnak, vagy egyet sem.</translation>
    </message>
    <message>
        <source>A player holding more than six trumps burns trumps of their choice, face up, down to six, but may burn a trump that carries a point ({cards}) only when holding no other. Burned cards are out of the hand and score for nobody.</source>
        <translation>Akinek hatnál több adu van a kezében, tetszése szerint elégeti őket, képpel felfelé, hatig, de pontot vivő adut ({cards}) csak akkor égethet el, ha másik nincs. Az elégetett lapok kikerülnek a játékból, és senkinek sem érnek pontot.</translation>
    </message>
    <message>
        <source>Only trumps are played. The pitcher leads any trump, a joker too (holding none, the next player to the left who holds one leads); the highest trump wins the trick. A player with no trump left is out for the rest of the hand. The winner leads the next trick, or when out of trumps the next player to the left still holding one. The hand ends when nobody holds a trump.</source>
        <translation>Csak adut játszanak. A felvevő bármelyik aduval hív, jokerrel is (ha nincs adója, a tőle balra ülő első játékos hív, akinek van); a legmagasabb adu viszi az ütést. Akinek elfogyott az aduja, a leosztás hátralevő részéből kiesik. Az ütés nyertese hívja a következőt, vagy ha elfogyott az aduja, a tőle balra ülő első játékos, akinek még van. A leosztás akkor ér véget, amikor senkinek sincs több adu.</translation>
    </message>
    <message>
        <source>Naming trump and the draw-back</source>
        <translation>Adumondás és visszahúzás</translation>
    </message>
    <message>
        <source>none here</source>
        <translation>itt egy sem</translation>
    </message>
    <message>
        <source>The pitcher leads the first card: its suit is trump for the hand.</source>
        <translation>A felvevő hívja az első lapot: annak színe az adu a leosztásban.</translation>
    </message>
    <message>
        <source>When a trump is led, play a trump if you can. When another suit is led, follow that suit or play a trump, as you like. Holding none of the suit led, play any card.</source>
        <translation>Ha adut hívnak, adj adut, ha tudsz. Ha más színt hívnak, adj abból a színből vagy aduzz, ahogy tetszik. Ha nincs a hívott színből, bármit kijátszhatsz.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can: you may not trump while you hold the suit led. Holding none of it, play any card, a trump or not.</source>
        <translation>Adj a hívott színből, ha tudsz: amíg van belőle, nem aduzhatsz. Ha nincs, bármit kijátszhatsz, adut vagy mást.</translation>
    </message>
    <message numerus="yes">
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led (ace high). The winner leads the next trick, until all %n are played.</source>
        <translation>
            <numerusform>Az ütést a legmagasabb adu viszi; ha nincs benne adu, a hívott szín legmagasabb lapja (az ász a legnagyobb). Az ütés nyerője hívja a következőt, amíg mind a(z) %n le nem megy.</numerusform>
        </translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led (ace high). The winner leads the next trick, until all six are played.</source>
        <translation>Az ütést a legmagasabb adu viszi; ha nincs benne adu, a hívott szín legmagasabb lapja (az ász a legnagyobb). Az ütés nyerője hívja a következőt, amíg mind a hat le nem megy.</translation>
    </message>
    <message>
        <source>Pitching and playing</source>
        <translation>Hívás és játék</translation>
    </message>
    <message>
        <source>If the pitcher&apos;s team wins at least the points it bid, it scores every point it won. If not, it is set back: it loses as many points as it bid. Scores may go below zero.</source>
        <translation>Ha a felvevő csapata legalább annyi pontot szerez, amennyit licitált, minden megszerzett pontját megkapja. Ha nem, bukik: annyi pontot veszít, amennyit licitált. Az állás nulla alá is mehet.</translation>
    </message>
    <message>
        <source>The other teams score the points they won.</source>
        <translation>A többi csapat a megszerzett pontjait kapja.</translation>
    </message>
    <message>
        <source>If the pitcher wins at least the points they bid, they score every point they won. If not, they are set back: they lose as many points as they bid. Scores may go below zero.</source>
        <translation>Ha a felvevő legalább annyi pontot szerez, amennyit licitált, minden megszerzett pontját megkapja. Ha nem, bukik: annyi pontot veszít, amennyit licitált. Az állás nulla alá is mehet.</translation>
    </message>
    <message>
        <source>Every other player scores the points they won.</source>
        <translation>A többi játékos a megszerzett pontjait kapja.</translation>
    </message>
    <message>
        <source>A smudge made (all four points and all six tricks) wins the match at once, whatever the score.</source>
        <translation>A teljesített durchmars (mind a négy pont és mind a hat ütés) azonnal megnyeri a partit, bármi is az állás.</translation>
    </message>
    <message numerus="yes">
        <source>A smudge made (all four points and all six tricks) scores %n.</source>
        <translation>
            <numerusform>A teljesített durchmars (mind a négy pont és mind a hat ütés) %n pontot ér.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A smudge failed sets the pitcher back %n. Without the jack in play a smudge cannot be made.</source>
        <translation>
            <numerusform>A bukott durchmars %n pontot von le a felvevőtől. Ha az adu bubi nincs játékban, durchmars nem teljesíthető.</numerusform>
        </translation>
    </message>
    <message>
        <source>A number bid never scores more than the four points, even with all six tricks.</source>
        <translation>Számos licittel sosem jár több a négy pontnál, még mind a hat ütéssel sem.</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>A leosztás pontozása</translation>
    </message>
    <message>
        <source>A smudge made (every point of the hand and all six tricks) wins the match at once, whatever the score.</source>
        <translation>A teljesített durchmars (a leosztás minden pontja és mind a hat ütés) azonnal megnyeri a partit, bármi is az állás.</translation>
    </message>
    <message numerus="yes">
        <source>A smudge made (every point of the hand and all six tricks) scores %n.</source>
        <translation>
            <numerusform>A teljesített durchmars (a leosztás minden pontja és mind a hat ütés) %n pontot ér.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A smudge failed sets the pitcher back %n.</source>
        <translation>
            <numerusform>A bukott durchmars %n pontot von le a felvevőtől.</numerusform>
        </translation>
    </message>
    <message>
        <source>A smudge needs every point, so it cannot be made when the card of one of these is not in play: {points}.</source>
        <translation>A durchmarshoz minden pont kell, ezért nem teljesíthető, ha ezek közül valamelyiknek a lapja nincs játékban: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>A number bid never scores more than the %n points, even with all six tricks.</source>
        <translation>
            <numerusform>Számos licittel sosem jár több a(z) %n pontnál, még mind a hat ütéssel sem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The bidder goes out: the match ends only after a hand in which the pitcher&apos;s side made its bid and stands at the target or above; that side wins, even if another has more. A side that reaches the target while defending plays on.</source>
        <translation>A felvevő megy ki: a parti csak olyan leosztás után ér véget, amelyben a felvevő fele teljesítette a licitjét, és elérte vagy meghaladta a célt; ez a fél nyer, akkor is, ha egy másiknak több pontja van. Aki védekezés közben éri el a célt, játszik tovább.</translation>
    </message>
    <message>
        <source>Points are counted in order: after a hand the pitcher&apos;s points count first, and if the pitcher&apos;s side reaches the target it wins. Otherwise the points count in the order {points}, each adding its worth, and the first side to reach the target wins.</source>
        <translation>A pontokat sorrendben számolják: a leosztás után először a felvevő pontjai számítanak, és ha a felvevő fele eléri a célt, nyer. Különben a pontok {points} sorrendben számítanak, mindegyik a saját értékével, és az nyer, aki először éri el a célt.</translation>
    </message>
    <message>
        <source>Points are counted in order: after a hand the pitcher&apos;s points count first, and if the pitcher&apos;s side reaches the target it wins. Otherwise the points count in the order High, Low, Jack, Game, and the first side to reach the target wins.</source>
        <translation>A pontokat sorrendben számolják: a leosztás után először a felvevő pontjai számítanak, és ha a felvevő fele eléri a célt, nyer. Különben a pontok Magas, Alacsony, Bubi, Játék sorrendben számítanak, és az nyer, aki először éri el a célt.</translation>
    </message>
    <message>
        <source>After a hand, if any side stands at the target or above, the highest score wins; a tie for the highest plays another hand.</source>
        <translation>Ha egy leosztás után valamelyik fél elérte vagy meghaladta a célt, a legtöbb pont nyer; a legtöbb ponton álló holtverseny esetén újabb leosztás jön.</translation>
    </message>
    <message numerus="yes">
        <source>The match is played to %n.</source>
        <translation>
            <numerusform>A parti %n pontig tart.</numerusform>
        </translation>
    </message>
    <message>
        <source>A smudge made wins the match at once.</source>
        <translation>A teljesített durchmars azonnal megnyeri a partit.</translation>
    </message>
    <message>
        <source>Winning the match</source>
        <translation>A parti megnyerése</translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise every point of the hand and all six tricks. Made, it wins the match at once; failed, it sets you back %n.</source>
        <translation>
            <numerusform>Durchmars: a leosztás minden pontját és mind a hat ütést vállalod. Ha teljesíted, azonnal megnyered a partit; ha elbukod, %n pontot veszítesz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise every point of the hand and all six tricks. Made, it scores %n; failed, it sets you back as many.</source>
        <translation>
            <numerusform>Durchmars: a leosztás minden pontját és mind a hat ütést vállalod. Ha teljesíted, %n pontot ér; ha elbukod, ugyanennyit veszítesz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise all four points and all six tricks. Made, it wins the match at once; failed, it sets you back %n.</source>
        <translation>
            <numerusform>Durchmars: mind a négy pontot és mind a hat ütést vállalod. Ha teljesíted, azonnal megnyered a partit; ha elbukod, %n pontot veszítesz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smudge: promise all four points and all six tricks. Made, it scores %n; failed, it sets you back as many.</source>
        <translation>
            <numerusform>Durchmars: mind a négy pontot és mind a hat ütést vállalod. Ha teljesíted, %n pontot ér; ha elbukod, ugyanennyit veszítesz.</numerusform>
        </translation>
    </message>
    <message>
        <source>As the dealer you may take the bid by matching it: you become the pitcher at {bid}.</source>
        <translation>Osztóként megadással átveheted a licitet: te leszel a felvevő, licit: {bid}.</translation>
    </message>
    <message>
        <source>side {n}</source>
        <translation>{n}. fél</translation>
    </message>
    <message>
        <source>At or above the target: {sides}. The bidder goes out: only a pitcher&apos;s side that makes its bid can win, so the match goes on.</source>
        <translation>A célon vagy fölötte: {sides}. A felvevő megy ki: csak a licitjét teljesítő felvevő fele nyerhet, így a parti folytatódik.</translation>
    </message>
    <message>
        <source>Tied for the highest score at or above the target: {sides}. Another hand breaks the tie.</source>
        <translation>Holtverseny a legtöbb ponton, a célon vagy fölötte: {sides}. Újabb leosztás dönt.</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <source>not a saved match</source>
        <translation>ez nem mentett parti</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pitch</source>
        <translation>a Pitch egy újabb változata mentette</translation>
    </message>
    <message>
        <source>it has an unknown field {name}</source>
        <translation>ismeretlen mezője van: {name}</translation>
    </message>
    <message>
        <source>it was changed outside the game</source>
        <translation>a játékon kívül módosították</translation>
    </message>
    <message>
        <source>the speed is not one the game knows</source>
        <translation>a sebességet nem ismeri a játék</translation>
    </message>
    <message>
        <source>the practice mark is not true or false</source>
        <translation>a gyakorlás jelölése nem igaz és nem is hamis</translation>
    </message>
    <message>
        <source>the seats do not fit the {players} players of the match</source>
        <translation>a helyek nem illenek a parti {players} játékosához</translation>
    </message>
    <message>
        <source>seat {n} is not a name and a level</source>
        <translation>a(z) {n}. hely nem név és szint</translation>
    </message>
    <message>
        <source>seat {n} has no fitting name</source>
        <translation>a(z) {n}. helynek nincs megfelelő neve</translation>
    </message>
    <message>
        <source>seat {n} is neither a player here nor a computer player</source>
        <translation>a(z) {n}. hely se nem itteni játékos, se nem gépi játékos</translation>
    </message>
    <message>
        <source>seat {n} has a computer level the game does not know</source>
        <translation>a(z) {n}. hely gépi szintjét nem ismeri a játék</translation>
    </message>
    <message>
        <source>cannot save the match: {why}</source>
        <translation>a parti nem menthető: {why}</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>a fájl túl nagy</translation>
    </message>
    <message>
        <source>its hands do not follow the rules</source>
        <translation>a leosztásai nem felelnek meg a szabályoknak</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>nem olvasható</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>H</source>
        <translation>M</translation>
    </message>
    <message>
        <source>L</source>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <source>O</source>
        <translation>T</translation>
    </message>
    <message>
        <source>OA</source>
        <translation>TÁ</translation>
    </message>
    <message>
        <source>O3</source>
        <translation>T3</translation>
    </message>
    <message>
        <source>O5</source>
        <translation>T5</translation>
    </message>
    <message>
        <source>BJ</source>
        <translation>NJ</translation>
    </message>
    <message>
        <source>LJ</source>
        <translation>KJ</translation>
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
        <translation>J</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Playing to {target}</source>
        <translation>Cél: {target}</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>bedobva</translation>
    </message>
    <message>
        <source>Hand {n}: everyone passed, and the hand was thrown in.</source>
        <translation>{n}. leosztás: mindenki passzolt, a leosztás érvénytelen.</translation>
    </message>
    <message>
        <source>earlier hands</source>
        <translation>korábbi leosztások</translation>
    </message>
    <message>
        <source>The hands played before you came: the totals carry them.</source>
        <translation>Az érkezésed előtt játszott leosztások: az összesítés tartalmazza őket.</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>nincs pont</translation>
    </message>
    <message>
        <source>Hand {n}, {side}: {points}</source>
        <translation>{n}. leosztás, {side}: {points}</translation>
    </message>
    <message>
        <source>smudge</source>
        <translation>durchmars</translation>
    </message>
    <message>
        <source>Bid {bid} and made it: {value}</source>
        <translation>Licit {bid}, teljesítve: {value}</translation>
    </message>
    <message>
        <source>Set back: bid {bid} but won only {won}, so {value}</source>
        <translation>Bukott: licit {bid}, de csak {won} pont, így {value}</translation>
    </message>
    <message>
        <source>Scores {value}</source>
        <translation>Pont: {value}</translation>
    </message>
    <message>
        <source>{side}: {total} in all</source>
        <translation>{side}: összesen {total}</translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n to go to reach {target}</source>
        <translation>
            <numerusform>{side}: még %n pont a(z) {target} eléréséig</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}: at the target; a bid made wins the match</source>
        <translation>{side}: célban; egy teljesített licit megnyeri a partit</translation>
    </message>
    <message>
        <source>{side}: at the target</source>
        <translation>{side}: célban</translation>
    </message>
    <message numerus="yes">
        <source>%n to go</source>
        <translation>
            <numerusform>még %n</numerusform>
        </translation>
    </message>
    <message>
        <source>at target</source>
        <translation>célban</translation>
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
        <translation>Te</translation>
    </message>
    <message>
        <source>you play this seat</source>
        <translation>ezen a helyen te játszol</translation>
    </message>
    <message>
        <source>Player at this computer</source>
        <translation>Játékos ennél a gépnél</translation>
    </message>
    <message>
        <source>Someone else here plays this seat; the table turns to them.</source>
        <translation>Ezt a helyet valaki más játssza itt; az asztal felé fordul.</translation>
    </message>
    <message>
        <source>team {n}</source>
        <translation>{n}. csapat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
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
        <translation>Végeredmény: {line}</translation>
    </message>
</context>
<context>
    <name>SoundBoard</name>
    <message>
        <source>Sound is unavailable: Windows&apos; sound module is missing.</source>
        <extracomment>A cue asked for again within this many seconds of its last sound is not played again. At most this many sounds play at once; a cue asked for beyond that is dropped. The volume a board starts at, as in the settings. The players tried on Linux and the other POSIX systems, best first, with their arguments: PipeWire&apos;s, then PulseAudio&apos;s (which PipeWire also answers), then bare ALSA&apos;s.</extracomment>
        <translation>Nincs hang: hiányzik a Windows hangmodulja.</translation>
    </message>
    <message>
        <source>Sound is unavailable: afplay was not found.</source>
        <translation>Nincs hang: az afplay nem található.</translation>
    </message>
    <message>
        <source>Sound is unavailable: no sound player was found ({players}).</source>
        <translation>Nincs hang: nem található hanglejátszó ({players}).</translation>
    </message>
    <message>
        <source>Sound is unavailable: the game&apos;s sounds are missing.</source>
        <translation>Nincs hang: hiányoznak a játék hangjai.</translation>
    </message>
    <message>
        <source>Sound is unavailable: the sound player {player} did not start.</source>
        <translation>Nincs hang: a(z) {player} hanglejátszó nem indult el.</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>Pitch is already open: its window was brought to the front.</source>
        <translation>A Pitch már fut: az ablaka előtérbe került.</translation>
    </message>
    <message>
        <source>Pitch is already open (process {pid}): switch to its window, or close it first.</source>
        <translation>A Pitch már fut ({pid}. folyamat): válts az ablakára, vagy előbb zárd be.</translation>
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
        <translation>Asztalok</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Asztal:</translation>
    </message>
    <message>
        <source>No table counted yet</source>
        <translation>Még nincs számolt asztal</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statisztika nullázása…</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Lejátszott parti</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Megnyert parti</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Leghosszabb győzelmi sorozat</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Lejátszott leosztás</translation>
    </message>
    <message>
        <source>Hands you bid</source>
        <translation>Leosztás, amelyben licitáltál</translation>
    </message>
    <message>
        <source>Bids made</source>
        <translation>Teljesített licit</translation>
    </message>
    <message>
        <source>Bids set back</source>
        <translation>Bukott licit</translation>
    </message>
    <message>
        <source>Smudges made / bid</source>
        <translation>Durchmars teljesítve / licitálva</translation>
    </message>
    <message>
        <source>Your side&apos;s points a hand</source>
        <translation>A te feled pontja leosztásonként</translation>
    </message>
    <message>
        <source>Opponents&apos; points a hand</source>
        <translation>Az ellenfelek pontja leosztásonként</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partik</translation>
    </message>
    <message>
        <source>No match counted yet</source>
        <translation>Még nincs számolt parti</translation>
    </message>
    <message>
        <source>Your bids</source>
        <translation>A licitjeid</translation>
    </message>
    <message>
        <source>No bid of yours counted yet</source>
        <translation>Még nincs számolt licited</translation>
    </message>
    <message>
        <source>Points a hand</source>
        <translation>Pont leosztásonként</translation>
    </message>
    <message>
        <source>No hand counted yet</source>
        <translation>Még nincs számolt leosztás</translation>
    </message>
    <message>
        <source>Your side&apos;s points a hand, match by match</source>
        <translation>A te feled pontja leosztásonként, partinként</translation>
    </message>
    <message>
        <source>Practice matches (with hints or undo) and matches of computer players only are not counted; a match counts as played once a side has won it.</source>
        <translation>A gyakorló partik (tippel vagy visszavonással) és a csak gépi játékosok partijai nem számítanak; egy parti akkor számít lejátszottnak, ha valamelyik fél megnyerte.</translation>
    </message>
    <message>
        <source>Counting since {when}.</source>
        <translation>Számolás kezdete: {when}.</translation>
    </message>
    <message>
        <source>Nothing to count yet: finish a hand and it shows here.</source>
        <translation>Még nincs mit számolni: fejezz be egy leosztást, és itt megjelenik.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <source>{table} (one hand)</source>
        <translation>{table} (egy leosztás)</translation>
    </message>
    <message numerus="yes">
        <source>{table} (%n hands)</source>
        <translation>
            <numerusform>{table} (%n leosztás)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Vesztett</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Teljesítve</translation>
    </message>
    <message>
        <source>Set back</source>
        <translation>Bukott</translation>
    </message>
    <message>
        <source>Smudges made</source>
        <translation>Teljesített durchmars</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>A csapatod</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Ellenfelek</translation>
    </message>
    <message>
        <source>Each opponent</source>
        <translation>Ellenfelenként</translation>
    </message>
    <message>
        <source>Nothing counted yet: your matches so far were practice matches (hints or undo used), which are not counted. Finish a hand of a match without them and it shows here.</source>
        <translation>Még nincs mit számolni: eddigi partijaid gyakorló partik voltak (tippel vagy visszavonással), ezek nem számítanak. Fejezz be egy leosztást ezek nélkül, és itt megjelenik.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statisztika nullázása</translation>
    </message>
    <message>
        <source>Start the statistics afresh? The hands stay in the history and can still be replayed; only matches started from now on will be counted.</source>
        <translation>Újrakezded a statisztikát? A leosztások a történetben maradnak, és újrajátszhatók; csak a mostantól kezdett partik számítanak.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nullázás</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Megtartom</translation>
    </message>
    <message>
        <source>; over {compared} compared: {expert} against the expert, {standard} against standard</source>
        <translation>; {compared} összevetett nap alapján: {expert} a szakértő ellen, {standard} a normál szint ellen</translation>
    </message>
    <message>
        <source>Deals of the day, {table}: days played {days}, deals {deals}, your side&apos;s points {points}</source>
        <translation>Napi leosztások, {table}: játszott napok {days}, leosztások {deals}, a csapatod pontjai {points}</translation>
    </message>
    <message>
        <source>No match counted yet: the deals of the day are counted apart, below.</source>
        <translation>Még nincs beszámított mérkőzés: a napi leosztásokat külön számoljuk, lent.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Partner</source>
        <comment>the pitcher&apos;s called partner</comment>
        <translation>Társ</translation>
    </message>
    <message>
        <source>Called: the {card}; whoever holds it is the partner</source>
        <translation>Hívott lap: {card}; akinél van, az a társ</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a player with no trump left, out of the hand</comment>
        <translation>kiesett</translation>
    </message>
    <message>
        <source>{name}: click the table or press Enter to see your cards</source>
        <translation>{name}: kattints az asztalra vagy nyomd meg az Entert a lapjaidért</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Smudge</source>
        <translation>Durchmars</translation>
    </message>
    <message>
        <source>Take {bid}</source>
        <translation>Átvesz {bid}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>take it at {bid}</source>
        <translation>átveszed: {bid}</translation>
    </message>
    <message>
        <source>takes it at {bid}</source>
        <translation>átveszi: {bid}</translation>
    </message>
    <message>
        <source>stuck, bid {bid}</source>
        <translation>kénytelen, licit {bid}</translation>
    </message>
    <message>
        <source>stuck, bids {bid}</source>
        <translation>kénytelen, licit {bid}</translation>
    </message>
    <message>
        <source>Stuck: {bid}</source>
        <translation>Kényszer: {bid}</translation>
    </message>
    <message>
        <source>Pitcher · Smudge</source>
        <translation>Felvevő · Durchmars</translation>
    </message>
    <message>
        <source>Pitcher · bid {bid}</source>
        <translation>Felvevő · licit {bid}</translation>
    </message>
    <message>
        <source>You take it at {bid}</source>
        <translation>Átveszed: {bid}</translation>
    </message>
    <message>
        <source>{name} takes it at {bid}</source>
        <translation>{name} átveszi: {bid}</translation>
    </message>
    <message>
        <source>You are stuck: bid {bid}</source>
        <translation>Kénytelen vagy: licit {bid}</translation>
    </message>
    <message>
        <source>{name} is stuck: bids {bid}</source>
        <translation>{name} kénytelen: licit {bid}</translation>
    </message>
    <message>
        <source>You bid {bid}</source>
        <translation>Licited: {bid}</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} licitál: {bid}</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Adu</translation>
    </message>
    <message>
        <source>Bidding…</source>
        <translation>Licit…</translation>
    </message>
    <message>
        <source>Thrown in</source>
        <translation>Bedobva</translation>
    </message>
    <message>
        <source>Off-ace: {card}</source>
        <translation>Társász: {card}</translation>
    </message>
    <message>
        <source>Off-jack: {card}</source>
        <translation>Társbubi: {card}</translation>
    </message>
    <message>
        <source>Off-five: {card}</source>
        <translation>Társötös: {card}</translation>
    </message>
    <message>
        <source>Off-three: {card}</source>
        <translation>Társhármas: {card}</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>Mind passz</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>bedobva</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Licitek</translation>
    </message>
    <message>
        <source>A point in gold is won for good; a point outlined only leads so far: a card still to come could change it. Click to see the last trick again (L).</source>
        <translation>Az aranyszínű pont végleg megvan; a csak körvonalas pont egyelőre vezet: egy még hátralévő lap megváltoztathatja. Kattints, és újra látod az utolsó ütést (L).</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in</source>
        <translation>Mindenki passzolt: a leosztás érvénytelen</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ez a leosztás</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>ütés</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pontok</translation>
    </message>
    <message>
        <source>game</source>
        <translation>játék</translation>
    </message>
    <message>
        <source>You take the trick</source>
        <translation>Te viszed az ütést</translation>
    </message>
    <message>
        <source>{name} takes the trick</source>
        <translation>{name} viszi az ütést</translation>
    </message>
    <message>
        <source>Trick {n} of {total}: you took it</source>
        <translation>{n}./{total} ütés: te vitted</translation>
    </message>
    <message>
        <source>Trick {n} of {total}: {name} took it</source>
        <translation>{n}./{total} ütés: {name} vitte</translation>
    </message>
    <message>
        <source>threw {thrown}, took {drawn}</source>
        <translation>eldobott {thrown}, elvett {drawn}</translation>
    </message>
    <message>
        <source>threw {thrown}, drew {drawn}</source>
        <translation>eldobott {thrown}, húzott {drawn}</translation>
    </message>
    <message>
        <source>Thrown</source>
        <translation>Eldobva</translation>
    </message>
    <message>
        <source>Drawn, no trump: out</source>
        <translation>Húzva, nem adu: kiesik</translation>
    </message>
    <message>
        <source>Cards in the kitty, for whoever wins the auction: {n}</source>
        <translation>Lapok a talonban, a licit nyerőjének: {n}</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished hands yet</source>
        <translation>Még nincs befejezett leosztás</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>You</source>
        <extracomment>The sound&apos;s volume, 0 (silent) to ``MAX_SOUND_VOLUME``; never louder than the system&apos;s. The languages the game is translated into (``resources/translations/pitch_&lt;code&gt;.ts``), by ISO 639-1 code; English is the source language. The stored language &quot;&quot; follows the system.</extracomment>
        <translation>Te</translation>
    </message>
    <message>
        <source>Ben</source>
        <translation>Bence</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Carla</source>
        <translation>Klára</translation>
    </message>
    <message>
        <source>David</source>
        <translation>Dávid</translation>
    </message>
    <message>
        <source>Emma</source>
        <translation>Emma</translation>
    </message>
    <message>
        <source>Felix</source>
        <translation>Félix</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>{n}. játékos</translation>
    </message>
    <message>
        <source>{file} is a folder</source>
        <translation>{file} egy mappa</translation>
    </message>
    <message>
        <source>{path} is a file, not a folder</source>
        <translation>{path} fájl, nem mappa</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>megtelt a lemez</translation>
    </message>
    <message>
        <source>{path} is read-only</source>
        <translation>{path} csak olvasható</translation>
    </message>
    <message>
        <source>{file} cannot be written</source>
        <translation>{file} nem írható</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({why}); they apply until Pitch is closed.</source>
        <translation>A beállításaid nem menthetők ({why}); a Pitch bezárásáig érvényesek.</translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Call the {card}</source>
        <translation>Hívd: {card}</translation>
    </message>
</context>
</TS>
