"""Letters that look like a Latin letter, and which: Unicode's confusables (UTS #39), for finding a disguised secret.

Made by ``tools/update_confusables.py`` from Unicode's confusables data; do
not edit by hand. Only letters that NFKD does not already make a Latin
letter are here (Cyrillic ``а`` for ``a``, Greek ``Ο`` for ``o``, and so on).

>>> LOOKS_LIKE["а"], LOOKS_LIKE["Α"]
('a', 'a')
"""

from __future__ import annotations

_PAIRS = (  # one text: each letter, then the Latin letter it looks like
    "ıiƄbƍgƖlƦrƽsǀlɑaɡgɣyɩiɪiɯwʋuʏyͺiͿjΑaΒbΕeΖzΗhΙlΚkΜmΝnΟoΡpΤtΥyΧxαaγyιiνvοoρpσoυuϒyϜfϱpϲcϳjϹcϺmЅsІlЈjАaВbЕe"
    "КkМmНhОoРpСcТtУyХxЬbаaгrеeоoрpсcуyхxѕsіiјjѡwѴvѵvҮyүyһhҽeӀlӏiԁdԌgԛqԜwԝwՍuՏsՕoաwգqզqհhոnռnսuցgքfօoଠoഠoဝoყy"
    "ჿoሀuዐoᎠdᎡrᎢtᎥiᎩyᎪaᎫjᎬeᎳwᎷmᎻhᎽyᏀgᏂhᏃzᏏbᏒrᏔwᏕsᏙvᏚsᏞlᏟcᏢpᏦkᏧdᏳgᏴbᐯvᑌuᑭpᑯdᑲbᒍjᒪlᕁxᕼhᕽxᖇrᖯbᖴfᗅaᗞdᗪdᗰmᗷbᚷxᛁlᛕk"
    "ᛖmᴄcᴏoᴑoᴜuᴠvᴡwᴢzᴦrᶃgᶌyẝfỿyιiℽyⲅrⲎhⲒlⲔkⲘmⲚnⲞoⲟoⲢpⲣpⲤcⲥcⲦtⲨyⲬxⳐlⴸvⴹeⵏlⵔoⵕqⵝxꓐbꓑpꓒdꓓdꓔtꓖgꓗkꓙjꓚcꓜzꓝfꓟmꓠnꓡlꓢs"
    "ꓣrꓦvꓧhꓪwꓫxꓬyꓮaꓰeꓲlꓳoꓴuꙇiꛟvꜱsꞘfꞙfꞟuꞲjꞳxꞴbꬲeꬵfꬽoꭇrꭈrꭎuꭒuꭚyꭵiꮁrꮃwꮓzꮩvꮪsꮯc𐊂b𐊆e𐊇f𐊊l𐊐x𐊒o𐊕p𐊖s𐊗t𐊠a𐊡b𐊢c𐊥f𐊫o𐊰m𐊱t𐊲y"
    "𐊴x𐋏h𐌁b𐌂c𐌉l𐌑m𐌕t𐌗x𐐄o𐐕c𐐛l𐐠s𐐬o𐐽c𐑈s𐒴r𐓂o𐓎u𐓪o𐓶u𐔓n𐔖o𐔘k𐔜c𐔝v𐔥f𐔦l𐔧x𑜆v𑜊w𑜎w𑜏w𑢠v𑢢f𑢣l𑢤y𑢦e𑢩z𑢮e𑢲l𑢵o𑢸u𑢼t𑣀v𑣁s𑣂f𑣃i𑣄z𑣈o𑣗o𑣘u𑣜y"
    "𖼈v𖼊t𖼖l𖼨l𖼵r𖼺s𖽀a𖽂u𖽃y𝚤i𝚨a𝚩b𝚬e𝚭z𝚮h𝚰l𝚱k𝚳m𝚴n𝚶o𝚸p𝚻t𝚼y𝚾x𝛂a𝛄y𝛊i𝛎v𝛐o𝛒p𝛔o𝛖u𝛠p𝛢a𝛣b𝛦e𝛧z𝛨h𝛪l𝛫k𝛭m𝛮n𝛰o𝛲p𝛵t𝛶y𝛸x𝛼a𝛾y𝜄i𝜈v𝜊o"
    "𝜌p𝜎o𝜐u𝜚p𝜜a𝜝b𝜠e𝜡z𝜢h𝜤l𝜥k𝜧m𝜨n𝜪o𝜬p𝜯t𝜰y𝜲x𝜶a𝜸y𝜾i𝝂v𝝄o𝝆p𝝈o𝝊u𝝔p𝝖a𝝗b𝝚e𝝛z𝝜h𝝞l𝝟k𝝡m𝝢n𝝤o𝝦p𝝩t𝝪y𝝬x𝝰a𝝲y𝝸i𝝼v𝝾o𝞀p𝞂o𝞄u𝞎p𝞐a𝞑b"
    "𝞔e𝞕z𝞖h𝞘l𝞙k𝞛m𝞜n𝞞o𝞠p𝞣t𝞤y𝞦x𝞪a𝞬y𝞲i𝞶v𝞸o𝞺p𝞼o𝞾u𝟈p𝟊f"
)

LOOKS_LIKE: dict[str, str] = {_PAIRS[i]: _PAIRS[i + 1] for i in range(0, len(_PAIRS), 2)}
"""Each such letter -> the Latin letter (a to z) it looks like."""
